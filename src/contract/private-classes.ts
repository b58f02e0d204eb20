import { z } from 'zod';
import { id, idInput, pageQuery, pagination, wholeNumberInput } from './common';
import { liveSessionStatus, sessionsWhen } from './live';

/** Private classes: a student asks one professor for one-to-one sessions, pays once confirmed, then is taught. */

export const privateClassStatuses = [
  'pending',
  'confirmed',
  'rejected',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export const privateClassStatus = z.enum(privateClassStatuses);
export type PrivateClassStatus = z.infer<typeof privateClassStatus>;

export const PRIVATE_CLASS_NOT_FOUND = 'Private class not found';
export const PROFESSOR_NOT_FOUND = 'Professor not found';
export const NOT_TAKING_PRIVATE_CLASSES = 'This professor does not take private classes';
export const PRIVATE_CLASSES_CLOSED = 'Private classes are closed';
export const OUTSIDE_AVAILABILITY = "A session is outside the professor's availability";
export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 480;
export const SESSIONS_MAX = 20;
export const NOTE_MAX = 1000;

const minutes = z.coerce
  .number()
  .int()
  .min(SESSION_MINUTES_MIN, { error: `Duration is ${SESSION_MINUTES_MIN} to ${SESSION_MINUTES_MAX} minutes` })
  .max(SESSION_MINUTES_MAX, {
    error: `Duration is ${SESSION_MINUTES_MIN} to ${SESSION_MINUTES_MAX} minutes`,
  });
const points = z.coerce.number().int().min(0, { error: 'Price cannot be negative' }).max(10_000_000);
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/, { error: 'Invalid time' });

// ── Platform settings (admin) ──
export const platformPrivateClassSettings = z
  .object({
    enabled: z.boolean(),
    default_price_per_session: points,
    min_price: points,
    max_price: points,
    session_minutes_allowed: z.array(minutes).min(1).max(20),
    commission_percent: z.coerce.number().int().min(0).max(100),
  })
  .refine((s) => s.min_price <= s.max_price, {
    error: 'The lowest price must not be above the highest',
    path: ['min_price'],
  })
  .refine((s) => s.default_price_per_session >= s.min_price && s.default_price_per_session <= s.max_price, {
    error: 'The default price must be inside the range',
    path: ['default_price_per_session'],
  });
export type PlatformPrivateClassSettings = z.infer<typeof platformPrivateClassSettings>;

export const DEFAULT_PLATFORM_PRIVATE_CLASS_SETTINGS: PlatformPrivateClassSettings = {
  enabled: true,
  default_price_per_session: 1500,
  min_price: 500,
  max_price: 10_000,
  session_minutes_allowed: [30, 45, 60, 90, 120],
  commission_percent: 20,
};

// ── A professor's own settings and public profile ──
export const availabilitySlot = z
  .object({ weekday: z.coerce.number().int().min(0).max(6), from: hhmm, to: hhmm })
  .refine((s) => s.from < s.to, { error: 'The end must be after the start', path: ['to'] });
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

const timezone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  );

export const professorPrivateClassSettings = z.object({
  enabled: z.boolean(),
  price_per_session: points,
  session_minutes: minutes,
  timezone,
  availability: z.array(availabilitySlot).max(50),
  material_ids: z.array(idInput).max(50),
  language_level_ids: z.array(idInput).max(50),
  bio: z.string().trim().max(2000),
});
export type ProfessorPrivateClassSettings = z.infer<typeof professorPrivateClassSettings>;

// ── Teacher profiles ──
export const subjectRef = z.object({ id, name: z.string() });
export type SubjectRef = z.infer<typeof subjectRef>;

export const teacherCard = z.object({
  id,
  name: z.string(),
  avatar_url: z.string().nullable(),
  bio: z.string(),
  materials: z.array(subjectRef),
  language_levels: z.array(subjectRef),
  private_classes: z.boolean(),
  price_per_session: z.number().int().nullable(),
  session_minutes: z.number().int().nullable(),
  timezone: z.string(),
  availability: z.array(availabilitySlot),
  /** The next free starting times (ISO 8601) inside the availability, for the cards. */
  next_slots: z.array(z.string()),
});
export type TeacherCard = z.infer<typeof teacherCard>;

export const professorsQuery = pageQuery.extend({
  material_id: idInput.optional(),
  language_level_id: idInput.optional(),
  private_classes: z.enum(['true', 'false']).optional(),
});
export type ProfessorsQuery = z.infer<typeof professorsQuery>;

export const teacherList = z.object({ professors: z.array(teacherCard), pagination });
export type TeacherList = z.infer<typeof teacherList>;

export const teacherProfile = teacherCard.extend({
  courses: z.array(
    z.object({ id, title: z.string(), cover_url: z.string().nullable(), price: z.number().int().nullable() }),
  ),
  live_sessions: z.array(
    z.object({
      id,
      title: z.string(),
      scheduledAt: z.string(),
      duration: z.number().int(),
      price: z.number().int(),
    }),
  ),
});
export type TeacherProfile = z.infer<typeof teacherProfile>;

// ── Requests ──
const reason = z.string().trim().min(1, { error: 'A reason is required' }).max(1000);

export const privateClassRequestBody = z
  .object({
    professor_id: idInput,
    material_id: idInput.optional(),
    language_level_id: idInput.optional(),
    sessions_count: z.coerce.number().int().min(1).max(SESSIONS_MAX),
    preferred_dates: z
      .array(z.iso.date({ error: 'Invalid date' }))
      .max(20)
      .default([]),
    preferred_times: z.string().trim().max(200).default(''),
    note: z.string().trim().max(NOTE_MAX).default(''),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{8,20}$/, { error: 'Enter a phone number' }),
  })
  .refine((b) => (b.material_id === undefined) !== (b.language_level_id === undefined), {
    error: 'Choose a material or a language level',
    path: ['material_id'],
  });
export type PrivateClassRequestBody = z.infer<typeof privateClassRequestBody>;

export const confirmBody = z.object({
  schedule: z
    .array(z.object({ startsAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }) }))
    .min(1)
    .max(SESSIONS_MAX),
});
export type ConfirmBody = z.infer<typeof confirmBody>;
export const reasonBody = z.object({ reason });

export const privateClassSession = z.object({
  id,
  scheduledAt: z.string(),
  duration: z.number().int(),
  status: liveSessionStatus,
});

export const privateClass = z.object({
  id,
  status: privateClassStatus,
  student: z.object({ id, name: z.string() }),
  professor: z.object({ id, name: z.string(), avatar_url: z.string().nullable() }),
  material: subjectRef.nullable(),
  language_level: subjectRef.nullable(),
  sessions_count: z.number().int(),
  session_minutes: z.number().int(),
  preferred_dates: z.array(z.string()),
  preferred_times: z.string(),
  note: z.string(),
  /** Only the three parties see a request at all; the phone is for its professor and admins too. */
  phone: z.string(),
  schedule: z.array(z.string()),
  price_per_session: z.number().int().nullable(),
  total: z.number().int().nullable(),
  rejection_reason: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  refunded: z.number().int(),
  sessions: z.array(privateClassSession),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PrivateClass = z.infer<typeof privateClass>;

export const privateClassesQuery = pageQuery.extend({
  status: privateClassStatus.optional(),
  /** Narrows to one professor's or one student's classes (within what the caller may see anyway). */
  professor_id: idInput.optional(),
  student_id: idInput.optional(),
  /** A fragment of the student's or the professor's name or email. */
  search: z.string().trim().max(100, { error: 'At most 100 characters' }).optional(),
});
export type PrivateClassesQuery = z.infer<typeof privateClassesQuery>;
export const privateClassList = z.object({ private_classes: z.array(privateClass), pagination });
export type PrivateClassList = z.infer<typeof privateClassList>;

export const payResult = z.object({
  private_class: privateClass,
  balance: z.number().int(),
  transaction_id: z.number().int(),
});
export type PayResult = z.infer<typeof payResult>;

export const countResponse = z.object({ count: z.number().int() });

/**
 * `GET /points/my-individual-live-sessions`: the student's private-class sessions, a page at a time; `when=open`
 * those still to come or under way, soonest first; `when=past` those over, latest first; without it all of
 * them, soonest first.
 */
export const myIndividualSessionsQuery = pageQuery.extend({
  limit: wholeNumberInput(1, 100).default(20),
  when: sessionsWhen.optional(),
});
export type MyIndividualSessionsQuery = z.infer<typeof myIndividualSessionsQuery>;
export const myIndividualSessions = z.object({
  sessions: z.array(
    privateClassSession.extend({
      private_class_id: id,
      title: z.string(),
      professor: z.object({ id, name: z.string() }),
    }),
  ),
  pagination,
});
export type MyIndividualSessions = z.infer<typeof myIndividualSessions>;

/** Which moves each status allows; anything else is a 409. */
export const PRIVATE_CLASS_MOVES: Record<PrivateClassStatus, readonly string[]> = {
  pending: ['confirm', 'reject', 'cancel'],
  confirmed: ['pay', 'cancel'],
  scheduled: ['cancel'],
  rejected: [],
  completed: [],
  cancelled: [],
};
