import { z } from 'zod';
import { catalogueTranslations } from './catalogue-translations-schema';
import {
  cursorInput,
  id,
  idInput,
  keysetPagination,
  pageQuery,
  pagination,
  wholeNumberInput,
} from './common';
import { courseSummary } from './courses';

/** 1 point = 1 DZD; points are whole numbers. */
export const transactionKinds = ['purchase', 'code', 'spend', 'refund', 'adjustment'] as const;
export const transactionKind = z.enum(transactionKinds);
export type TransactionKind = z.infer<typeof transactionKind>;
export const transactionStatuses = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export const transactionStatus = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatus>;

export const TRANSACTIONS_PAGE_SIZE = 10;
export const CODE_LENGTH = 16;
/** Redeem codes avoid look-alike characters (0/O, 1/I/L) so printed codes are typed back without mistakes. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const points = z.number().int();

export const balance = z.object({ balance: points });
export type Balance = z.infer<typeof balance>;

/** Admin correction: sets the user's balance to `points`, recording the difference as an adjustment. */
export const setBalanceBody = z.object({
  points: z.number().int().min(0, { error: 'A balance cannot be negative' }).max(100_000_000),
  user_id: idInput,
  reason: z.string().trim().max(500).optional(),
});

/** A package's name: what the admin writes in each language. */
export const packageName = z.string().trim().min(1, { error: 'Name is required' }).max(100);
/** French and English names of a package (see catalogue-translations.ts): whole for admins only. */
export const packageTranslations = catalogueTranslations(packageName);
export const pointPackage = z.object({
  id,
  name: z.string(),
  translations: packageTranslations.optional(),
  points: points,
  /** Price in DZD. */
  price: z.number().int(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  /** Completed sales, for the admin (a package with sales is deactivated rather than deleted). */
  sales: z.number().int(),
});
export type PointPackage = z.infer<typeof pointPackage>;
export const pointPackageBody = z.object({
  name: packageName,
  translations: packageTranslations.optional(),
  points: z.number().int().min(1, { error: 'A package gives at least 1 point' }).max(10_000_000),
  price: z.number().int().min(0, { error: 'Price cannot be negative' }).max(100_000_000),
  is_active: z.boolean().default(true),
  display_order: z.number().int().min(0).max(10_000).default(0),
});
export const pointPackagePatch = pointPackageBody.partial();

/**
 * The price the buyer saw (points for a course, dinars for a package). The web app always sends it; when the
 * price differs now, the answer is 409 `Price changed` with the new `price`, and nothing is charged.
 */
const expectedPrice = z.number().int().min(0).max(100_000_000).optional();
export const PRICE_CHANGED = 'Price changed';
export const priceChangedBody = z.object({ error: z.string(), price: z.number().int().optional() });
export type PriceChangedBody = z.infer<typeof priceChangedBody>;

export const purchaseBody = z.object({ packageId: idInput, expectedPrice });
export const checkout = z.object({
  transaction_id: id,
  checkout_id: z.string(),
  checkout_url: z.string(),
});
export type Checkout = z.infer<typeof checkout>;

export const pointTransaction = z.object({
  id,
  user_id: id,
  user_name: z.string(),
  user_email: z.string(),
  kind: transactionKind,
  status: transactionStatus,
  /** Signed: credits are positive, spending negative. */
  amount: points,
  /** The balance right after this row, for completed rows. */
  balance_after: points.nullable(),
  description: z.string(),
  package_id: id.nullable(),
  package_name: z.string().nullable(),
  course_id: id.nullable(),
  course_title: z.string().nullable(),
  provider: z.string().nullable(),
  /** What was paid in DZD, for card purchases. */
  amount_dzd: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PointTransaction = z.infer<typeof pointTransaction>;

export const transactionsQuery = pageQuery.extend({
  limit: wholeNumberInput(1, 100).default(TRANSACTIONS_PAGE_SIZE),
  /** Admin filters; ignored for everyone else, who only ever sees their own rows. */
  user_id: idInput.optional(),
  kind: transactionKind.optional(),
  status: transactionStatus.optional(),
  /** A page by keyset (decision 122), from the `next_cursor`/`prev_cursor` of the page before. */
  cursor: cursorInput,
});
export const transactionList = z.object({
  transactions: z.array(pointTransaction),
  pagination: keysetPagination,
});
export type TransactionList = z.infer<typeof transactionList>;

export const buyCourseBody = z.object({ courseId: idInput, expectedPrice });
export const buyCourseResult = z.object({
  course_id: id,
  price_paid: points,
  balance: points,
  transaction_id: id.nullable(),
});
export type BuyCourseResult = z.infer<typeof buyCourseResult>;

export const myCourses = z.object({
  courses: z.array(courseSummary.extend({ purchased_at: z.string(), price_paid: points })),
  pagination,
});

// ── Redeem codes ─────────────────────────────────────────────────────────────────────────────────────

export const generateCodesBody = z
  .object({
    count: z.number().int().min(1, { error: 'Generate between 1 and 1000 codes' }).max(1000, {
      error: 'Generate between 1 and 1000 codes',
    }),
    points: z.number().int().min(1).max(10_000_000).optional(),
    packageId: idInput.optional(),
  })
  .refine((b) => (b.points === undefined) !== (b.packageId === undefined), {
    error: 'Give either points or packageId',
    path: ['points'],
  });
export const redeemCode = z.object({
  id,
  code: z.string(),
  points: points,
  package_id: id.nullable(),
  package_name: z.string().nullable(),
  batch: z.string(),
  created_at: z.string(),
  redeemed_by: id.nullable(),
  redeemed_by_name: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type RedeemCode = z.infer<typeof redeemCode>;
export const generatedCodes = z.object({ batch: z.string(), codes: z.array(redeemCode) });
export const codesQuery = pageQuery.extend({
  status: z.enum(['used', 'unused']).optional(),
  batch: z.string().max(64).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const codeList = z.object({ codes: z.array(redeemCode), pagination });
export const redeemBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .transform((c) => c.replace(/[\s-]/g, ''))
    .pipe(z.string().length(CODE_LENGTH, { error: `A code has ${CODE_LENGTH} characters` })),
});
export const redeemResult = z.object({ points: points, balance: points, transaction_id: id });

// ── Earnings ─────────────────────────────────────────────────────────────────────────────────────────

export const earningKinds = ['course', 'live_session', 'private_class'] as const;
/** A calendar day the reports can mean: real (no 30 February) and within a sane span of years. */
const reportDay = z.iso
  .date()
  .refine(
    (day) => {
      // Refinements run even when the format check failed: never let a bad value reach toISOString().
      const time = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
    },
    { error: 'Not a calendar day' },
  )
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', {
    error: 'Choose a date between 2000 and 2100',
  });
/** How many professors the earnings report lists by name. */
export const EARNINGS_TOP_PROFESSORS = 20;

export const earningsQuery = z
  .object({ from: reportDay.optional(), to: reportDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['from'] });
const earningTotals = z.object({
  /** Points paid by students (refunds subtracted). */
  gross: points,
  professor: points,
  platform: points,
  sales: z.number().int(),
});
export const earningsReport = z.object({
  totals: earningTotals,
  share_percent: z.number().int(),
  by_month: z.array(earningTotals.extend({ month: z.string() })),
  /** The `EARNINGS_TOP_PROFESSORS` professors who earned most in the period, most first. */
  by_professor: z.array(earningTotals.extend({ professor_id: id, professor_name: z.string() })),
  /** How many professors sold in the period (`by_professor` lists the first of them). */
  professors_total: z.number().int(),
  by_kind: z.array(earningTotals.extend({ kind: z.enum(earningKinds) })),
  /** Card and code top-ups in the period (money in, before spending). */
  top_ups: z.object({ card_points: points, card_dzd: points, code_points: points }),
});
export type EarningsReport = z.infer<typeof earningsReport>;
