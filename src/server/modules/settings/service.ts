import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { platformSettings } from '../../db/schema/settings';

/** A platform setting's stored value, or undefined when an admin never set it. */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}

/**
 * The same value as a scalar subquery (jsonb, null when never set), for a write that must read a setting in its
 * own statement (the professor's share at the moment of a sale) instead of one round trip before it.
 */
export function settingValue(key: string): SQL {
  return sql`(select ${platformSettings.value} from ${platformSettings} where ${platformSettings.key} = ${key})`;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
}
