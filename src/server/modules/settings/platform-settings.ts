import { inArray } from 'drizzle-orm';
import {
  DEFAULT_PLATFORM_SETTINGS,
  platformSettings as platformSettingsSchema,
  type PlatformSettings,
  type PlatformSettingsBody,
  type PublicSettings,
} from '../../../contract/settings';
import type { AppLanguage } from '../../../contract/languages';
import type { Db, DbOrTx } from '../../db/client';
import { platformSettings } from '../../db/schema/settings';
import { onePerBus } from '../../plugins/events';
import { getFooterContent } from './footer-content';
import { readSetting, writeSetting } from './service';

const KEYS = Object.keys(DEFAULT_PLATFORM_SETTINGS) as (keyof PlatformSettings)[];

/**
 * Every platform setting, each stored under its own key (so `professor_share_percent` is the row the ledger
 * reads at sale time): what an admin saved, else the default. A stored value that no longer fits its schema
 * falls back to the default rather than breaking the pages that read it.
 */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, KEYS));
  const settings: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  const shape = platformSettingsSchema.shape;
  for (const row of rows) {
    const key = row.key as keyof PlatformSettings;
    const parsed = shape[key].safeParse(row.value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as PlatformSettings;
}

/** Saves the settings sent, and only those, in one transaction. */
export async function setPlatformSettings(db: Db, body: PlatformSettingsBody): Promise<PlatformSettings> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) await writeSetting(tx, key, value);
    }
  });
  return getPlatformSettings(db);
}

/** What every visitor's pages read: the site's name, contact, social links, language and currency label. */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const [settings, footer] = await Promise.all([getPlatformSettings(db), getFooterContent(db)]);
  return {
    site_name: settings.site_name,
    logo_text: settings.logo_text,
    contact: { email: settings.support_email, phone: settings.support_phone },
    social: footer.social,
    default_language: settings.default_language,
    currency_label: settings.currency_label,
    registration_open: settings.registration_open,
  };
}

async function readOne<K extends keyof PlatformSettings>(db: DbOrTx, key: K): Promise<PlatformSettings[K]> {
  const parsed = platformSettingsSchema.shape[key].safeParse(await readSetting(db, key));
  return (parsed.success ? parsed.data : DEFAULT_PLATFORM_SETTINGS[key]) as PlatformSettings[K];
}

/** Read by `POST /auth/register`. */
export const isRegistrationOpen = (db: DbOrTx) => readOne(db, 'registration_open');
/** Read by the mail seam for every message's `From` name. */
export const mailSenderName = (db: DbOrTx) => readOne(db, 'mail_sender_name');

/**
 * The platform's default language, in which every page's HTML is written for a reader without a `lang` cookie
 * (`web/first-page.ts`), kept per app instead of a query per page (docs/performance.md, "A page's language
 * kept"). Dropped by `public-data.changed`, which every settings write publishes on every instance before its
 * answer leaves (`plugins/public-cache.ts`); a read begun before a change answers its own requests, not later ones.
 */
export const keptDefaultLanguage = onePerBus((events, db: DbOrTx) => {
  let kept: Promise<AppLanguage> | null = null;
  events.on('public-data.changed', () => {
    kept = null;
  });
  return {
    read(): Promise<AppLanguage> {
      if (kept) return kept;
      const reading = readOne(db, 'default_language');
      kept = reading;
      // A failed read is not kept: the next page reads again.
      reading.catch(() => {
        if (kept === reading) kept = null;
      });
      return reading;
    },
  };
});
