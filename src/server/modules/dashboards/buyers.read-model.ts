import { sql } from 'drizzle-orm';
import { privateClasses } from '../../db/schema/private-classes';

/**
 * A private class the student really bought: paid and scheduled or completed, or cancelled after some of its
 * sessions were held (less was refunded than was paid). One cancelled before any session is not a purchase.
 * Its twin in SQL decides who is a professor's student (`masar_professor_student_refresh`, migration 0017);
 * the dashboards' tests hold the two to the same answers.
 */
export const boughtPrivateClass = sql`(${privateClasses.status} in ('scheduled', 'completed') or (${privateClasses.status} = 'cancelled' and ${privateClasses.paidAt} is not null and ${privateClasses.refunded} < coalesce(${privateClasses.total}, 0)))`;
