import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { translationsColumn } from './structure';
import { liveSections, liveSessions } from './live';
import { privateClasses } from './private-classes';
import { users } from './users';

/**
 * The wallet: one balance per user, never negative (CHECK), changed only together with a ledger row in
 * the same transaction (modules/points/ledger.ts). A balance always equals the sum of its completed rows.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const pointPackages = pgTable(
  'point_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    translations: translationsColumn(),
    points: integer('points').notNull(),
    /** DZD. */
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_packages_points_positive', sql`${t.points} > 0`),
    check('point_packages_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const transactionKind = pgEnum('point_transaction_kind', [
  'purchase',
  'code',
  'spend',
  'refund',
  'adjustment',
]);
export const transactionStatus = pgEnum('point_transaction_status', [
  'pending',
  'completed',
  'failed',
  'cancelled',
  /** A card checkout the provider never confirmed within its lifetime (closed by a job, never credited). */
  'expired',
]);

/** The append-only ledger. Rows change only from pending to a final status. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: transactionKind('kind').notNull(),
    status: transactionStatus('status').notNull(),
    /** Signed points: credits positive, spending negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after'),
    description: text('description').notNull().default(''),
    packageId: integer('package_id').references(() => pointPackages.id, { onDelete: 'restrict' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    codeId: integer('code_id'),
    liveSessionId: integer('live_session_id').references(() => liveSessions.id, { onDelete: 'set null' }),
    liveSectionId: integer('live_section_id').references(() => liveSections.id, { onDelete: 'set null' }),
    privateClassId: integer('private_class_id').references(() => privateClasses.id, { onDelete: 'set null' }),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    amountDzd: integer('amount_dzd'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the provider said when it settled the row (kept for support and audits). */
    providerEvent: jsonb('provider_event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('point_transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('point_transactions_created_idx').on(t.createdAt, t.id),
    index('point_transactions_kind_status_idx').on(t.kind, t.status, t.createdAt, t.id),
    // The three keys below are null on nearly every row (a sale has no code, no provider reference and, unless
    // it is a live session's, no session): indexed only where set, so a ledger write does not add an entry to
    // each for nothing. Every query on them compares the column with `=`, which implies it is set
    // (docs/performance.md, "The ledger's sparse keys indexed where set").
    index('point_transactions_live_session_idx')
      .on(t.liveSessionId)
      .where(sql`${t.liveSessionId} is not null`),
    uniqueIndex('point_transactions_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    uniqueIndex('point_transactions_code_key')
      .on(t.codeId)
      .where(sql`${t.codeId} is not null`),
    check(
      'point_transactions_sign',
      sql`(${t.kind} = 'spend') = (${t.amount} < 0) or ${t.kind} = 'adjustment'`,
    ),
  ],
);

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    points: integer('points').notNull(),
    packageId: integer('package_id').references(() => pointPackages.id, { onDelete: 'restrict' }),
    batch: text('batch').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'restrict' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('redeem_codes_code_key').on(t.code),
    index('redeem_codes_batch_idx').on(t.batch, t.id),
    index('redeem_codes_redeemed_idx').on(t.redeemedAt, t.id),
    check('redeem_codes_points_positive', sql`${t.points} > 0`),
  ],
);

export const earningKind = pgEnum('earning_kind', ['course', 'live_session', 'private_class']);

/** The professor's share of every sale (negative rows reverse a refunded sale). */
export const professorEarnings = pgTable(
  'professor_earnings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    professorId: integer('professor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: earningKind('kind').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    liveSessionId: integer('live_session_id').references(() => liveSessions.id, { onDelete: 'set null' }),
    liveSectionId: integer('live_section_id').references(() => liveSections.id, { onDelete: 'set null' }),
    privateClassId: integer('private_class_id').references(() => privateClasses.id, { onDelete: 'set null' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => pointTransactions.id, { onDelete: 'restrict' }),
    /** Points the student paid (negative for a refund). */
    gross: integer('gross').notNull(),
    sharePercent: integer('share_percent').notNull(),
    /** The professor's part of `gross`. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('professor_earnings_transaction_key').on(t.transactionId),
    index('professor_earnings_professor_idx').on(t.professorId, t.createdAt),
    index('professor_earnings_created_idx').on(t.createdAt),
  ],
);

/**
 * The earnings report's closed months, summed once (decision 139). A row of `report_months` says that the Algiers
 * month starting on `month` is summed: its completed top-ups here, its sales in `earnings_months`. Only months
 * ended for a while are summed (`modules/points/report-months.ts`); triggers on `professor_earnings` and on the
 * top-ups of `point_transactions` remove a month's row when a row of that month is written later, so the next
 * report sums it again (migration 0022). Nothing else writes these tables.
 */
export const reportMonths = pgTable('report_months', {
  /** The month's first day in Algiers. */
  month: date('month', { mode: 'string' }).primaryKey(),
  cardPoints: integer('card_points').notNull(),
  cardDzd: integer('card_dzd').notNull(),
  codePoints: integer('code_points').notNull(),
  summedAt: timestamp('summed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A summed month's sales, by professor and kind, as the earnings report adds them up. */
export const earningsMonths = pgTable(
  'earnings_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    professorId: integer('professor_id').notNull(),
    kind: earningKind('kind').notNull(),
    gross: integer('gross').notNull(),
    amount: integer('amount').notNull(),
    /** Rows with a positive gross (a refund's negative row is not a sale). */
    sales: integer('sales').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.professorId, t.kind] })],
);
