import { DEFAULT_FOOTER_CONTENT, footerContent, type FooterContent } from '../../../contract/settings';
import type { DbOrTx } from '../../db/client';
import { readSetting, writeSetting } from './service';

const KEY = 'footer_content';

/** The site footer an admin wrote (`/admin/footer-content`), else an empty one the web app fills with its own texts. */
export async function getFooterContent(db: DbOrTx): Promise<FooterContent> {
  const stored = footerContent.safeParse(await readSetting(db, KEY));
  return stored.success ? stored.data : DEFAULT_FOOTER_CONTENT;
}

export async function setFooterContent(db: DbOrTx, content: FooterContent): Promise<FooterContent> {
  await writeSetting(db, KEY, content);
  return content;
}
