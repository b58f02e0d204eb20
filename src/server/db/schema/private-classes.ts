import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { liveSessions } from './live';
import { languageLevels, materials } from './structure';
import { users } from './users';

/** One weekly opening of a professor, in the professor's own time zone ('HH:MM', `to` after `from`). */
export interface AvailabilitySlot {
  weekday: number;
  from: string;
  to: string;
}

/**
 * A professor's private-class offer and public profile (bio, what they teach). One row per professor, written
 * by `PUT /professor/private-class-settings`; no row means private classes are off and the profile is empty.
 */
export const professorPrivateClassSettings = pgTable(
  'professor_private_class_settings',
  {
    professorId: integer('professor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Points per session, inside the platform's range when set. */
    pricePerSession: integer('price_per_session').notNull(),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    timezone: text('timezone').notNull().default('Africa/Algiers'),
    availability: jsonb('availability').$type<AvailabilitySlot[]>().notNull().default([]),
    materialIds: jsonb('material_ids').$type<number[]>().notNull().default([]),
    languageLevelIds: jsonb('language_level_ids').$type<number[]>().notNull().default([]),
    bio: text('bio').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('professor_pc_settings_enabled_idx').on(t.enabled),
    check('professor_pc_settings_minutes', sql`${t.sessionMinutes} between 15 and 480`),
    check('professor_pc_settings_price', sql`${t.pricePerSession} >= 0`),
  ],
);

export const privateClassStatus = pgEnum('private_class_status', [
  'pending',
  'confirmed',
  'rejected',
  'scheduled',
  'completed',
  'cancelled',
]);

/**
 * A student's request to one professor (by id) for N one-to-one sessions. The price is fixed when the
 * professor confirms a schedule; paying turns each scheduled time into an individual live session.
 */
export const privateClasses = pgTable(
  'private_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    professorId: integer('professor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    languageLevelId: integer('language_level_id').references(() => languageLevels.id, {
      onDelete: 'set null',
    }),
    sessionsCount: integer('sessions_count').notNull(),
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull().default([]),
    preferredTimes: text('preferred_times').notNull().default(''),
    note: text('note').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: privateClassStatus('status').notNull().default('pending'),
    sessionMinutes: integer('session_minutes').notNull(),
    /** The confirmed times (ISO 8601), `sessions_count` of them. */
    schedule: jsonb('schedule').$type<string[]>().notNull().default([]),
    pricePerSession: integer('price_per_session'),
    total: integer('total'),
    /** The platform's commission when the price was fixed; the professor earns the rest. */
    commissionPercent: integer('commission_percent'),
    rejectionReason: text('rejection_reason'),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Points given back when it was cancelled. */
    refunded: integer('refunded').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_classes_student_idx').on(t.studentId, t.createdAt),
    index('private_classes_professor_idx').on(t.professorId, t.status, t.createdAt),
    index('private_classes_status_idx').on(t.status, t.createdAt),
    // The admin's list of every class, newest first.
    index('private_classes_created_idx').on(t.createdAt, t.id),
    check('private_classes_sessions_count', sql`${t.sessionsCount} between 1 and 20`),
  ],
);

/** The individual live sessions a paid private class became, in schedule order. */
export const privateClassSessions = pgTable(
  'private_class_sessions',
  {
    privateClassId: integer('private_class_id')
      .notNull()
      .references(() => privateClasses.id, { onDelete: 'cascade' }),
    liveSessionId: integer('live_session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.privateClassId, t.liveSessionId] }),
    uniqueIndex('private_class_sessions_live_key').on(t.liveSessionId),
  ],
);
