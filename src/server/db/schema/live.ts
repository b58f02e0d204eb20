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
import { courses } from './courses';
import { languageLevels, materials } from './structure';
import { users } from './users';

export const liveSessionStatus = pgEnum('live_session_status', [
  'scheduled',
  'starting',
  'live',
  'ended',
  'cancelled',
  'technical_issues',
]);

/**
 * A professor's live session. New sessions await approval; only approved ones are sold. `attendeesCount` is
 * the number of seats sold, raised by a conditional update (`< max_attendees`) in the purchase transaction, so
 * capacity holds under concurrency. `room` names the video channel (Agora) or Jitsi room: random, so only the
 * people the join route answers ever learn it.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    professorId: integer('professor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    languageLevelId: integer('language_level_id').references(() => languageLevels.id, {
      onDelete: 'set null',
    }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    maxAttendees: integer('max_attendees').notNull(),
    attendeesCount: integer('attendees_count').notNull().default(0),
    /** Points. */
    price: integer('price').notNull().default(0),
    meetingUrl: text('meeting_url'),
    room: text('room').notNull(),
    status: liveSessionStatus('status').notNull().default('scheduled'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** An external recording link, or null when the recording is an uploaded file (`recordingKey`). */
    recordingUrl: text('recording_url'),
    recordingKey: text('recording_key'),
    isRecorded: boolean('is_recorded').notNull().default(false),
    /**
     * Set on an individual session (a paid private class): only this student, the professor and admins see or
     * enter it, and it never appears in public lists.
     */
    individualStudentId: integer('individual_student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When the one-hour reminder went out; set by the conditional update that claims the reminder. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_sessions_room_key').on(t.room),
    index('live_sessions_approved_scheduled_idx').on(t.isApproved, t.status, t.scheduledAt),
    // The public list (GET /live-sessions without a status): what can still be attended, soonest first.
    index('live_sessions_public_upcoming_idx')
      .on(t.scheduledAt, t.id)
      .where(
        sql`${t.isApproved} and ${t.individualStudentId} is null and ${t.status} not in ('ended', 'cancelled')`,
      ),
    index('live_sessions_professor_idx').on(t.professorId, t.scheduledAt),
    // The admin's lists, newest first: every session, and those waiting for approval or approved.
    index('live_sessions_scheduled_idx').on(t.scheduledAt, t.id),
    index('live_sessions_approval_scheduled_idx').on(t.isApproved, t.scheduledAt, t.id),
    index('live_sessions_course_idx').on(t.courseId),
    check('live_sessions_duration_range', sql`${t.duration} between 15 and 480`),
    check(
      'live_sessions_capacity',
      sql`${t.attendeesCount} >= 0 and ${t.attendeesCount} <= ${t.maxAttendees}`,
    ),
    check('live_sessions_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/**
 * A seat bought in a session. One per user and session (a second purchase is a unique violation); a refund
 * marks the row instead of deleting it, so a cancellation can never refund the same seat twice.
 */
export const liveSessionPurchases = pgTable(
  'live_session_purchases',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaid: integer('amount_paid').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('live_session_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

export const liveSectionStatus = pgEnum('live_section_status', ['pending', 'approved', 'rejected']);

/** A priced bundle of one professor's sessions, reviewed by an admin; owning it grants its sessions. */
export const liveSections = pgTable(
  'live_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    professorId: integer('professor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    languageLevelId: integer('language_level_id').references(() => languageLevels.id, {
      onDelete: 'set null',
    }),
    status: liveSectionStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_sections_status_idx').on(t.status, t.createdAt),
    // A professor's own sections, newest first, a page at a time (docs/performance.md, "A professor's own sections
    // paged").
    index('live_sections_professor_idx').on(t.professorId, t.createdAt, t.id),
    check('live_sections_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const liveSectionSessions = pgTable(
  'live_section_sessions',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => liveSections.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.sessionId] }),
    index('live_section_sessions_session_idx').on(t.sessionId),
  ],
);

export const liveSectionPurchases = pgTable(
  'live_section_purchases',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => liveSections.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaid: integer('amount_paid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.userId] }),
    index('live_section_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);
