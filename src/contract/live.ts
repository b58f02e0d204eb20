import { z } from 'zod';
import { id, idInput, pageQuery, pagination, wholeNumberInput } from './common';

/** Live teaching: sessions a professor schedules, sections that bundle them, and how people join them. */

export const liveSessionStatuses = [
  'scheduled',
  'starting',
  'live',
  'ended',
  'cancelled',
  'technical_issues',
] as const;
export const liveSessionStatus = z.enum(liveSessionStatuses);
export type LiveSessionStatus = z.infer<typeof liveSessionStatus>;

/**
 * The moves a session's status may make; any other is refused with 409 naming both statuses. Saving a
 * recording to the library is separate: it ends the session from live, technical_issues or ended.
 */
export const LIVE_STATUS_MOVES: Record<LiveSessionStatus, readonly LiveSessionStatus[]> = {
  scheduled: ['starting', 'cancelled'],
  starting: ['live', 'cancelled', 'technical_issues'],
  live: ['ended', 'cancelled', 'technical_issues'],
  technical_issues: ['live', 'ended', 'cancelled'],
  ended: [],
  cancelled: [],
};
/** Statuses in which people with access may join (the owner professor may also join before). */
export const JOINABLE_STATUSES: readonly LiveSessionStatus[] = ['starting', 'live', 'technical_issues'];

export const LIVE_DURATION_MIN = 15;
export const LIVE_DURATION_MAX = 480;
export const LIVE_MAX_ATTENDEES = 10_000;

export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_ALREADY_PURCHASED = 'Session already purchased';
export const SESSION_FULL = 'Session is full';
export const PRICE_CHANGED = 'Price changed';
export const SECTION_NOT_FOUND = 'Live section not found';
export const SECTION_ALREADY_PURCHASED = 'Section already purchased';

const when = z.iso.datetime({ offset: true, error: 'Enter a date and time' });
const tag = z.string().trim().min(1).max(40);

/** The fields a session is written with; the create body adds defaults, the patch makes them all optional. */
const liveSessionFields = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(200),
  description: z.string().trim().max(5000),
  courseId: idInput.optional(),
  material_id: idInput.optional(),
  language_level_id: idInput.optional(),
  scheduledAt: when,
  duration: z.coerce
    .number()
    .int()
    .min(LIVE_DURATION_MIN, { error: `Duration is ${LIVE_DURATION_MIN} to ${LIVE_DURATION_MAX} minutes` })
    .max(LIVE_DURATION_MAX, { error: `Duration is ${LIVE_DURATION_MIN} to ${LIVE_DURATION_MAX} minutes` }),
  maxAttendees: z.coerce
    .number()
    .int()
    .min(1, { error: 'At least one attendee' })
    .max(LIVE_MAX_ATTENDEES, { error: `At most ${LIVE_MAX_ATTENDEES} attendees` }),
  price: z.coerce.number().int().min(0, { error: 'Price cannot be negative' }).max(10_000_000),
  meetingUrl: z
    .url({ protocol: /^https$/, error: 'The meeting link must be an https:// address' })
    .max(2000)
    .optional(),
  tags: z.array(tag).max(20),
});
export const liveSessionBody = liveSessionFields.extend({
  description: liveSessionFields.shape.description.default(''),
  tags: liveSessionFields.shape.tags.default([]),
});
export type LiveSessionBody = z.infer<typeof liveSessionBody>;

/** The owner's update: content fields while scheduled, a status move, or saving a recording link. */
export const liveSessionPatch = liveSessionFields
  .omit({ courseId: true, material_id: true, language_level_id: true })
  .partial()
  .extend({
    meetingUrl: liveSessionFields.shape.meetingUrl.nullable().optional(),
    status: liveSessionStatus.optional(),
    recordingUrl: z
      .url({ protocol: /^https?$/, error: 'Enter a recording address' })
      .max(2000)
      .optional(),
  })
  .strict();
export type LiveSessionPatch = z.infer<typeof liveSessionPatch>;

/** The admin route: approval and any field. */
export const liveSessionAdminPatch = liveSessionPatch.extend({ isApproved: z.boolean().optional() }).strict();
export type LiveSessionAdminPatch = z.infer<typeof liveSessionAdminPatch>;

/** A session as anyone sees it: never its meeting link or room. */
export const liveSession = z.object({
  id,
  title: z.string(),
  description: z.string(),
  courseId: id.nullable(),
  professorId: id,
  professorName: z.string(),
  material_id: id.nullable(),
  language_level_id: id.nullable(),
  scheduledAt: z.string(),
  duration: z.number().int(),
  status: liveSessionStatus,
  attendeesCount: z.number().int(),
  maxAttendees: z.number().int(),
  price: z.number().int(),
  tags: z.array(z.string()),
  isApproved: z.boolean(),
  approvedAt: z.string().nullable(),
  isRecorded: z.boolean(),
  /** A playable address for people with access (uploaded recordings carry a short-lived grant); else null. */
  recordingUrl: z.string().nullable(),
  /** Only the owner professor and admins see it. */
  meetingUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSession>;

export const liveSessionsQuery = pageQuery.extend({
  status: liveSessionStatus.optional(),
  professor_id: idInput.optional(),
  course_id: idInput.optional(),
  material_id: idInput.optional(),
  language_level_id: idInput.optional(),
});
export type LiveSessionsQuery = z.infer<typeof liveSessionsQuery>;

export const adminLiveSessionsQuery = liveSessionsQuery.extend({
  approval: z.enum(['pending', 'approved']).optional(),
});

export const liveSessionList = z.object({ sessions: z.array(liveSession), pagination });
export type LiveSessionList = z.infer<typeof liveSessionList>;

export const buyLiveSessionBody = z.object({ sessionId: idInput });
export const livePurchaseBody = z.object({ amount_paid: z.coerce.number().int().min(0) });
export const liveSessionPurchase = z.object({
  session_id: id,
  amount_paid: z.number().int(),
  balance: z.number().int(),
  transaction_id: id.nullable(),
});
export type LiveSessionPurchase = z.infer<typeof liveSessionPurchase>;

export const myLiveSession = liveSession.extend({
  purchased_at: z.string(),
  amount_paid: z.number().int(),
  /** How the user holds it: a seat of their own, or a live section they own. */
  source: z.enum(['session', 'section']),
});
export const myLiveSessions = z.object({ sessions: z.array(myLiveSession), pagination });

/** Which of a user's sessions a list asks for (`when`): still to come or under way, or over. */
export const sessionsWhen = z.enum(['open', 'past']);
export type SessionsWhen = z.infer<typeof sessionsWhen>;
export const STATUSES_WHEN: Record<SessionsWhen, readonly LiveSessionStatus[]> = {
  open: ['scheduled', ...JOINABLE_STATUSES],
  past: ['ended', 'cancelled'],
};

/** At most this many ids in one `ids` filter of `GET /points/my-live-sessions` (a page of a list). */
export const MY_SESSIONS_IDS_MAX = 100;

/**
 * `GET /points/my-live-sessions`: `when=open` the sessions still to come or under way (scheduled, starting,
 * live, interrupted), soonest first; `when=past` those ended or cancelled, latest first; without it all of
 * them, latest first. `ids` (comma-separated) keeps only those sessions: which of a page's sessions the user
 * holds.
 */
export const myLiveSessionsQuery = pageQuery.extend({
  limit: wholeNumberInput(1, 100).default(20),
  when: sessionsWhen.optional(),
  ids: z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MY_SESSIONS_IDS_MAX - 1}}$`), {
      error: `Expected up to ${MY_SESSIONS_IDS_MAX} ids separated by commas`,
    })
    .transform((ids) => ids.split(',').map(Number))
    .pipe(z.array(id))
    .optional(),
});
export type MyLiveSessionsQuery = z.infer<typeof myLiveSessionsQuery>;
export type MyLiveSessions = z.infer<typeof myLiveSessions>;

export const accessQuery = z.object({ student_id: idInput.optional() });
export const accessReasons = ['owner', 'admin', 'purchased', 'section', 'not_purchased'] as const;
export const liveAccess = z.object({ hasAccess: z.boolean(), reason: z.enum(accessReasons) });
export type LiveAccess = z.infer<typeof liveAccess>;

export const joinInfo = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('agora'),
    appId: z.string(),
    channel: z.string(),
    uid: z.number().int(),
    token: z.string(),
    role: z.enum(['publisher', 'subscriber']),
    rtmToken: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ mode: z.literal('link'), url: z.string() }),
]);
export type JoinInfo = z.infer<typeof joinInfo>;

export const liveSessionsCount = z.object({
  pending: z.number().int(),
  notEnded: z.number().int(),
  total: z.number().int(),
});
export type LiveSessionsCount = z.infer<typeof liveSessionsCount>;

// ── Live sections ─────────────────────────────────────────────────────────────────────────────────────

export const liveSectionStatuses = ['pending', 'approved', 'rejected'] as const;

export const liveSectionBody = z
  .object({
    title: z.string().trim().min(1, { error: 'Title is required' }).max(200),
    description: z.string().trim().max(5000).default(''),
    price: z.coerce.number().int().min(0, { error: 'Price cannot be negative' }).max(10_000_000),
    sessionIds: z.array(idInput).min(1, { error: 'Choose at least one session' }).max(100),
    material_id: idInput.optional(),
    language_level_id: idInput.optional(),
  })
  .refine((b) => (b.material_id === undefined) !== (b.language_level_id === undefined), {
    error: 'Choose a material or a language level',
    path: ['material_id'],
  });
export type LiveSectionBody = z.infer<typeof liveSectionBody>;

export const liveSection = z.object({
  id,
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  professorId: id,
  professorName: z.string(),
  material_id: id.nullable(),
  language_level_id: id.nullable(),
  status: z.enum(liveSectionStatuses),
  rejection_reason: z.string().nullable(),
  sessionIds: z.array(id),
  createdAt: z.string(),
});
export type LiveSection = z.infer<typeof liveSection>;
export const liveSectionDetail = liveSection.extend({
  sessions: z.array(liveSession),
  /** Whether the signed-in viewer owns it. */
  purchased: z.boolean(),
});
export type LiveSectionDetail = z.infer<typeof liveSectionDetail>;
/**
 * `GET /live-sections`: approved sections, newest first, a page at a time; 200 by default, so a client that reads
 * the list whole reads the same first 200 as before.
 */
export const liveSectionsQuery = z.object({
  material_id: idInput.optional(),
  language_level_id: idInput.optional(),
  professor_id: idInput.optional(),
  page: wholeNumberInput(1, 1_000_000).default(1),
  limit: wholeNumberInput(1, 200).default(200),
});
/**
 * A page of sections, 200 by default, so a client that reads a list whole as before gets the same first 200:
 * `GET /admin/live-sections/pending` (the review queue, oldest first: nothing waits for ever) and
 * `GET /professor/live-sections` (the professor's own, newest first).
 */
export const sectionsPageQuery = z.object({
  page: wholeNumberInput(1, 1_000_000).default(1),
  limit: wholeNumberInput(1, 200).default(200),
});
export type SectionsPageQuery = z.infer<typeof sectionsPageQuery>;
/** `GET /admin/live-sections/pending-count`: how many sections wait, however many the queue's page shows. */
export const pendingSectionsCount = z.object({ count: z.number().int() });
export type PendingSectionsCount = z.infer<typeof pendingSectionsCount>;
export const rejectSectionBody = z.object({
  reason: z.string().trim().min(1, { error: 'A reason is required' }).max(1000),
});
export const buyLiveSectionBody = z.object({ sectionId: idInput });
export const liveSectionPurchase = z.object({
  section_id: id,
  amount_paid: z.number().int(),
  balance: z.number().int(),
  transaction_id: id.nullable(),
});
