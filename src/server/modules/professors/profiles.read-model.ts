import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { candidateStarts } from '../../../contract/availability';
import type { AppLanguage } from '../../../contract/common';
import {
  PROFESSOR_NOT_FOUND,
  type PlatformPrivateClassSettings,
  type ProfessorsQuery,
  type TeacherCard,
  type TeacherList,
  type TeacherProfile,
} from '../../../contract/private-classes';
import type { DbOrTx } from '../../db/client';
import { pageCarryingTotal } from '../../db/pagination';
import { together } from '../../db/together';
import { courses } from '../../db/schema/courses';
import { liveSessions } from '../../db/schema/live';
import { professorPrivateClassSettings } from '../../db/schema/private-classes';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import { publicFileUrl } from '../../plugins/storage';
import { confirmedClassTimes, platformPrivateClassSettings, subjectNamesFor } from '../private-classes/index';
import { extend } from '../../objects';

/**
 * Teacher profiles, public: a professor (not suspended) who saved a profile or has an approved course. What
 * they teach is what they listed on /professor/settings; the private-class offer shows while both they and the
 * platform take private classes.
 */
const hasProfile = or(
  exists(
    sql`(select 1 from ${professorPrivateClassSettings} where ${professorPrivateClassSettings.professorId} = ${users.id})`,
  ),
  exists(
    sql`(select 1 from ${courses} where ${courses.createdBy} = ${users.id} and ${courses.status} = 'approved')`,
  ),
);

const NEXT_SLOTS = 3;
const SLOT_DAYS = 14;

/** What a card shows of a professor: their account's public part and their private-class settings. */
const cardColumns = {
  user: { id: users.id, name: users.name, avatarKey: users.avatarKey },
  settings: professorPrivateClassSettings,
};

function select(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(users)
    .leftJoin(professorPrivateClassSettings, eq(professorPrivateClassSettings.professorId, users.id));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/**
 * Each professor's upcoming sessions (their own and paid private classes') and the times of private classes
 * confirmed and waiting for payment, so a card offers only free times.
 */
async function busyTimes(db: DbOrTx, professorIds: number[], now: Date) {
  if (professorIds.length === 0) return new Map<number, { start: Date; minutes: number }[]>();
  const since = new Date(now.getTime() - 8 * 3_600_000);
  const [rows, promised] = await together(db, [
    () =>
      db
        .select({
          professorId: liveSessions.professorId,
          at: liveSessions.scheduledAt,
          minutes: liveSessions.duration,
        })
        .from(liveSessions)
        .where(
          and(
            inArray(liveSessions.professorId, professorIds),
            notInArray(liveSessions.status, ['ended', 'cancelled']),
            gt(liveSessions.scheduledAt, since),
          ),
        ),
    () => confirmedClassTimes(db, professorIds, since),
  ]);
  const map = new Map<number, { start: Date; minutes: number }[]>();
  const add = (professorId: number, busy: { start: Date; minutes: number }) => {
    const list = map.get(professorId);
    if (list) list.push(busy);
    else map.set(professorId, [busy]);
  };
  for (const r of rows) add(r.professorId, { start: r.at, minutes: r.minutes });
  for (const p of promised) add(p.professorId, { start: p.start, minutes: p.minutes });
  return map;
}

async function toCards(
  db: DbOrTx,
  rows: Row[],
  platform: PlatformPrivateClassSettings,
  language: AppLanguage,
  now: Date,
): Promise<TeacherCard[]> {
  const materialIds = [...new Set(rows.flatMap((r) => r.settings?.materialIds ?? []))];
  const levelIds = [...new Set(rows.flatMap((r) => r.settings?.languageLevelIds ?? []))];
  const [names, busy] = await Promise.all([
    subjectNamesFor(db, materialIds, levelIds, language),
    busyTimes(
      db,
      rows.map((r) => r.user.id),
      now,
    ),
  ]);
  return rows.map(({ user, settings }) => {
    const open = platform.enabled && settings?.enabled === true;
    return {
      id: user.id,
      name: user.name,
      avatar_url: user.avatarKey ? publicFileUrl(user.avatarKey) : null,
      bio: settings?.bio ?? '',
      materials: (settings?.materialIds ?? []).flatMap((id) => names.materials.get(id) ?? []),
      language_levels: (settings?.languageLevelIds ?? []).flatMap((id) => names.levels.get(id) ?? []),
      private_classes: open,
      price_per_session: open ? settings.pricePerSession : null,
      session_minutes: open ? settings.sessionMinutes : null,
      timezone: settings?.timezone ?? 'Africa/Algiers',
      availability: open ? settings.availability : [],
      next_slots: open
        ? candidateStarts({
            slots: settings.availability,
            timeZone: settings.timezone,
            durationMinutes: settings.sessionMinutes,
            // A request needs time to be answered: nothing sooner than a day ahead.
            from: new Date(now.getTime() + 24 * 3_600_000),
            days: SLOT_DAYS,
            limit: NEXT_SLOTS,
            busy: busy.get(user.id) ?? [],
          }).map((d) => d.toISOString())
        : [],
    };
  });
}

export async function listTeachers(
  db: DbOrTx,
  query: ProfessorsQuery,
  language: AppLanguage,
  now = new Date(),
): Promise<TeacherList> {
  const platform = await platformPrivateClassSettings(db);
  const where: SQL[] = [eq(users.role, 'professor'), isNull(users.suspendedAt), hasProfile!];
  if (query.material_id) {
    where.push(
      or(
        sql`${professorPrivateClassSettings.materialIds} @> ${JSON.stringify([query.material_id])}::jsonb`,
        exists(
          sql`(select 1 from ${courses} where ${courses.createdBy} = ${users.id} and ${courses.status} = 'approved' and ${courses.materialId} = ${query.material_id})`,
        ),
      )!,
    );
  }
  if (query.language_level_id) {
    where.push(
      or(
        sql`${professorPrivateClassSettings.languageLevelIds} @> ${JSON.stringify([query.language_level_id])}::jsonb`,
        exists(
          sql`(select 1 from ${courses} where ${courses.createdBy} = ${users.id} and ${courses.status} = 'approved' and ${courses.languageLevelId} = ${query.language_level_id})`,
        ),
      )!,
    );
  }
  if (query.private_classes === 'true') where.push(eq(professorPrivateClassSettings.enabled, true));
  const filter = and(...where);
  const countApart = async () => {
    const [row] = await db
      .select({ total: count() })
      .from(users)
      .leftJoin(professorPrivateClassSettings, eq(professorPrivateClassSettings.professorId, users.id))
      .where(filter);
    return row?.total ?? 0;
  };
  // The page carries the total (a window count over the sorted professors, which the sort reads all of anyway):
  // the filter runs once, not once more for a count (docs/performance.md, "The teachers' list").
  const page = await pageCarryingTotal(
    query,
    ({ limit, offset }) =>
      db
        .select(extend(cardColumns, { total: sql<number>`count(*) over ()`.mapWith(Number) }))
        .from(users)
        .leftJoin(professorPrivateClassSettings, eq(professorPrivateClassSettings.professorId, users.id))
        .where(filter)
        .orderBy(
          desc(sql`coalesce(${professorPrivateClassSettings.enabled}, false)`),
          asc(users.name),
          asc(users.id),
        )
        .limit(limit)
        .offset(offset),
    countApart,
  );
  return { professors: await toCards(db, page.rows, platform, language, now), pagination: page.pagination };
}

/** One professor's public profile; a non-professor, a suspended account or an unknown id is a 404. */
export async function getTeacher(
  db: DbOrTx,
  id: number,
  language: AppLanguage,
  now = new Date(),
): Promise<TeacherProfile> {
  const [row] = await select(db).where(
    and(eq(users.id, id), eq(users.role, 'professor'), isNull(users.suspendedAt)),
  );
  if (!row) throw notFound(PROFESSOR_NOT_FOUND);
  const platform = await platformPrivateClassSettings(db);
  const [card] = await toCards(db, [row], platform, language, now);
  const [ownCourses, sessions] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, coverKey: courses.coverKey, price: courses.price })
      .from(courses)
      .where(and(eq(courses.createdBy, id), eq(courses.status, 'approved')))
      .orderBy(desc(courses.createdAt))
      .limit(50),
    db
      .select({
        id: liveSessions.id,
        title: liveSessions.title,
        scheduledAt: liveSessions.scheduledAt,
        duration: liveSessions.duration,
        price: liveSessions.price,
      })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.professorId, id),
          eq(liveSessions.isApproved, true),
          isNull(liveSessions.individualStudentId),
          eq(liveSessions.status, 'scheduled'),
          gt(liveSessions.scheduledAt, now),
        ),
      )
      .orderBy(asc(liveSessions.scheduledAt))
      .limit(20),
  ]);
  return extend(card!, {
    courses: ownCourses.map((c) => ({
      id: c.id,
      title: c.title,
      cover_url: c.coverKey ? publicFileUrl(c.coverKey) : null,
      price: c.price,
    })),
    live_sessions: sessions.map((s) => ({
      id: s.id,
      title: s.title,
      scheduledAt: s.scheduledAt.toISOString(),
      duration: s.duration,
      price: s.price,
    })),
  });
}
