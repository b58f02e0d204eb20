import { codesText, DEFAULT_CODES_TEXT, type CodesText } from '../../../contract/settings';
import type { DbOrTx } from '../../db/client';
import { readSetting, writeSetting } from './service';

const KEY = 'points_codes_text';

/** Where students get top-up codes, per language: what an admin wrote, else the default for that language. */
export async function getCodesText(db: DbOrTx): Promise<CodesText> {
  const stored = codesText.partial().safeParse(await readSetting(db, KEY));
  return { ...DEFAULT_CODES_TEXT, ...(stored.success ? stored.data : {}) };
}

export async function setCodesText(db: DbOrTx, text: CodesText): Promise<CodesText> {
  await writeSetting(db, KEY, text);
  return text;
}
