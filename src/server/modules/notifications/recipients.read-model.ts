import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

/** Name, address and email choice of each user (no preference row means email is on). */
export async function mailRecipients(db: DbOrTx, userIds: number[]) {
  return db
    .select({ email: users.email, name: users.name, wantsMail: notificationPreferences.email })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
}
