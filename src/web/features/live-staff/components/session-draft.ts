/**
 * The schedule form's draft and how it becomes a request body. The date and time are typed in the viewer's
 * own time zone (`datetime-local`) and sent as ISO 8601 with that zone's offset, so the server stores the
 * moment the professor meant. Bodies are checked with the contract's own schemas before they are sent.
 */
import {
  liveSessionBody,
  liveSessionPatch,
  type LiveSession,
  type LiveSessionBody,
  type LiveSessionPatch,
} from '../../../../contract/live';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

export type Place = 'none' | 'material' | 'language';

export interface SessionDraft {
  title: string;
  description: string;
  courseId: number | null;
  place: Place;
  materialId: number | null;
  languageId: number | null;
  languageLevelId: number | null;
  /** `YYYY-MM-DDTHH:mm` in the viewer's time zone, as a `datetime-local` input holds it. */
  when: string;
  duration: string;
  maxAttendees: string;
  price: string;
  meetingUrl: string;
  /** Comma-separated (Latin or Arabic commas). */
  tags: string;
}

export type SessionField = keyof LiveSessionBody | 'recordingUrl';

/** The server's message for a time in the past, as `scheduledAt: must be in the future`. */
export const MUST_BE_FUTURE = 'must be in the future';

export function blankSessionDraft(): SessionDraft {
  return {
    title: '',
    description: '',
    courseId: null,
    place: 'none',
    materialId: null,
    languageId: null,
    languageLevelId: null,
    when: '',
    duration: '60',
    maxAttendees: '30',
    price: '0',
    meetingUrl: '',
    tags: '',
  };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `2025-03-01T18:30` typed in the viewer's zone → `2025-03-01T18:30:00+01:00`; null when unreadable. */
export function localToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  // A date that does not exist (31 February) or a skipped daylight-saving hour comes back different.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** A stored moment as the viewer's `datetime-local` value; empty when unreadable. */
export function isoToLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function splitTags(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A saved session back in the form, to edit it while it is scheduled. */
export function draftOf(session: LiveSession): SessionDraft {
  return {
    title: session.title,
    description: session.description,
    courseId: session.courseId,
    place: session.material_id ? 'material' : session.language_level_id ? 'language' : 'none',
    materialId: session.material_id,
    languageId: null,
    languageLevelId: session.language_level_id,
    when: isoToLocal(session.scheduledAt),
    duration: String(session.duration),
    maxAttendees: String(session.maxAttendees),
    price: String(session.price),
    meetingUrl: session.meetingUrl ?? '',
    tags: session.tags.join(', '),
  };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors<SessionField> };

function content(draft: SessionDraft) {
  return {
    title: draft.title,
    description: draft.description,
    scheduledAt: localToIso(draft.when) ?? '',
    duration: draft.duration,
    maxAttendees: draft.maxAttendees,
    price: draft.price,
    tags: splitTags(draft.tags),
  };
}

/** A time that has passed is refused here too, with the server's own message. */
function future(errors: FieldErrors<SessionField>, scheduledAt: string, now: Date) {
  if (!errors.scheduledAt && scheduledAt && Date.parse(scheduledAt) <= now.getTime()) {
    errors.scheduledAt = MUST_BE_FUTURE;
  }
  return errors;
}

/** The create body, checked with `liveSessionBody`. */
export function checkNewSession(draft: SessionDraft, now = new Date()): Checked<LiveSessionBody> {
  const fields = content(draft);
  const result = liveSessionBody.safeParse({
    ...fields,
    ...(draft.courseId !== null ? { courseId: draft.courseId } : {}),
    ...(draft.place === 'material' && draft.materialId !== null ? { material_id: draft.materialId } : {}),
    ...(draft.place === 'language' && draft.languageLevelId !== null
      ? { language_level_id: draft.languageLevelId }
      : {}),
    ...(draft.meetingUrl.trim() ? { meetingUrl: draft.meetingUrl.trim() } : {}),
  });
  const errors = future(
    result.success ? {} : fieldErrorsOf<SessionField>(result.error.issues),
    fields.scheduledAt,
    now,
  );
  if (draft.place === 'material' && draft.materialId === null) errors.material_id = 'Choose a material';
  if (draft.place === 'language' && draft.languageLevelId === null)
    errors.language_level_id = 'Choose a language level';
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: result.data };
}

/** The edit patch (content fields only; an empty link clears it), checked with `liveSessionPatch`. */
export function checkSessionEdit(draft: SessionDraft, now = new Date()): Checked<LiveSessionPatch> {
  const fields = content(draft);
  const result = liveSessionPatch.safeParse({
    ...fields,
    meetingUrl: draft.meetingUrl.trim() ? draft.meetingUrl.trim() : null,
  });
  const errors = future(
    result.success ? {} : fieldErrorsOf<SessionField>(result.error.issues),
    fields.scheduledAt,
    now,
  );
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: result.data };
}
