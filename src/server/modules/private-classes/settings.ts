import { eq } from 'drizzle-orm';
import {
  DEFAULT_PLATFORM_PRIVATE_CLASS_SETTINGS,
  platformPrivateClassSettings,
  type PlatformPrivateClassSettings,
  type ProfessorPrivateClassSettings,
} from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { professorPrivateClassSettings } from '../../db/schema/private-classes';
import { badRequest } from '../../errors';
import { readSetting, writeSetting } from '../settings/index';
import { assertSubjectsExist } from './subjects.read-model';

const PLATFORM_KEY = 'private_classes';

/** The platform's private-class rules; the defaults until an admin saves them. */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformPrivateClassSettings> {
  const parsed = platformPrivateClassSettings.safeParse(await readSetting(db, PLATFORM_KEY));
  return parsed.success ? parsed.data : DEFAULT_PLATFORM_PRIVATE_CLASS_SETTINGS;
}

export async function setPlatformSettings(
  db: DbOrTx,
  input: PlatformPrivateClassSettings,
): Promise<PlatformPrivateClassSettings> {
  const value = {
    ...input,
    session_minutes_allowed: [...new Set(input.session_minutes_allowed)].sort((a, b) => a - b),
  };
  await writeSetting(db, PLATFORM_KEY, value);
  return value;
}

export type ProfessorSettingsRow = typeof professorPrivateClassSettings.$inferSelect;

export async function professorSettingsRow(db: DbOrTx, professorId: number) {
  const [row] = await db
    .select()
    .from(professorPrivateClassSettings)
    .where(eq(professorPrivateClassSettings.professorId, professorId));
  return row ?? null;
}

export function toProfessorSettings(
  row: ProfessorSettingsRow | null,
  platform: PlatformPrivateClassSettings,
): ProfessorPrivateClassSettings {
  return {
    enabled: row?.enabled ?? false,
    price_per_session: row?.pricePerSession ?? platform.default_price_per_session,
    session_minutes: row?.sessionMinutes ?? platform.session_minutes_allowed[0] ?? 60,
    timezone: row?.timezone ?? 'Africa/Algiers',
    availability: row?.availability ?? [],
    material_ids: row?.materialIds ?? [],
    language_level_ids: row?.languageLevelIds ?? [],
    bio: row?.bio ?? '',
  };
}

export async function getProfessorSettings(db: DbOrTx, professorId: number) {
  const [row, platform] = await Promise.all([professorSettingsRow(db, professorId), getPlatformSettings(db)]);
  return toProfessorSettings(row, platform);
}

/**
 * A professor saves their offer and profile. The price must sit in the platform's range and the length be one
 * the platform allows — checked only while private classes are on, so a professor can always keep a profile.
 */
export async function setProfessorSettings(
  db: DbOrTx,
  professorId: number,
  input: ProfessorPrivateClassSettings,
): Promise<ProfessorPrivateClassSettings> {
  const platform = await getPlatformSettings(db);
  if (input.price_per_session < platform.min_price || input.price_per_session > platform.max_price) {
    throw badRequest(
      `price_per_session: must be between ${platform.min_price} and ${platform.max_price} points`,
    );
  }
  if (input.enabled && !platform.session_minutes_allowed.includes(input.session_minutes)) {
    throw badRequest(`session_minutes: must be one of ${platform.session_minutes_allowed.join(', ')}`);
  }
  const materialIds = [...new Set(input.material_ids)];
  const languageLevelIds = [...new Set(input.language_level_ids)];
  await assertSubjectsExist(db, materialIds, languageLevelIds);
  const values = {
    enabled: input.enabled,
    pricePerSession: input.price_per_session,
    sessionMinutes: input.session_minutes,
    timezone: input.timezone,
    availability: input.availability,
    materialIds,
    languageLevelIds,
    bio: input.bio,
    updatedAt: new Date(),
  };
  try {
    await db
      .insert(professorPrivateClassSettings)
      .values({ professorId, ...values })
      .onConflictDoUpdate({ target: professorPrivateClassSettings.professorId, set: values });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest('Unknown professor');
    throw error;
  }
  return getProfessorSettings(db, professorId);
}
