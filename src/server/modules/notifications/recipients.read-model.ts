import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

/** Name, address, language and email choice of each user (no preference row means email is on). */
export async function recipients(db: DbOrTx, userIds: number[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      wantsMail: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
}
