import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LiveSection,
  LiveSectionDetail,
  liveSectionsQuery,
  SectionsPageQuery,
} from '../../../contract/live';
import { SECTION_NOT_FOUND } from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import { liveSectionPurchases, liveSectionSessions, liveSections, liveSessions } from '../../db/schema/live';
import { users } from '../../db/schema/users';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { sectionCache, type SectionRows } from './live-read-cache';
import { heldSessionIds, toSessionDto } from './sessions.read-model';
import type { LiveContext } from './sessions.read-model';
import { extend } from '../../objects';

type SectionRow = typeof liveSections.$inferSelect;

async function withSessions(db: DbOrTx, rows: { sec: SectionRow; name: string }[]): Promise<LiveSection[]> {
  const ids = rows.map((r) => r.sec.id);
  const links = ids.length
    ? await db
        .select({ sectionId: liveSectionSessions.sectionId, sessionId: liveSectionSessions.sessionId })
        .from(liveSectionSessions)
        .innerJoin(liveSessions, eq(liveSessions.id, liveSectionSessions.sessionId))
        .where(inArray(liveSectionSessions.sectionId, ids))
        .orderBy(asc(liveSessions.scheduledAt), asc(liveSessions.id))
    : [];
  const sessionsOf = new Map<number, number[]>();
  for (const link of links) {
    const list = sessionsOf.get(link.sectionId);
    if (list) list.push(link.sessionId);
    else sessionsOf.set(link.sectionId, [link.sessionId]);
  }
  return rows.map(({ sec, name }) => ({
    id: sec.id,
    title: sec.title,
    description: sec.description,
    price: sec.price,
    professorId: sec.professorId,
    professorName: name,
    material_id: sec.materialId,
    language_level_id: sec.languageLevelId,
    status: sec.status,
    rejection_reason: sec.rejectionReason,
    sessionIds: sessionsOf.get(sec.id) ?? [],
    createdAt: sec.createdAt.toISOString(),
  }));
}

function sectionSelect(db: DbOrTx) {
  return db
    .select({ sec: liveSections, name: users.name })
    .from(liveSections)
    .innerJoin(users, eq(users.id, liveSections.professorId));
}

export async function getSection(db: DbOrTx, id: number): Promise<LiveSection> {
  const rows = await sectionSelect(db).where(eq(liveSections.id, id));
  if (rows.length === 0) throw notFound(SECTION_NOT_FOUND);
  return (await withSessions(db, rows))[0]!;
}

/**
 * Sections, newest first, a page at a time: the public list (`live_sections_status_idx`) and a professor's own
 * (`live_sections_professor_idx`, in this order).
 */
export async function listSections(
  db: DbOrTx,
  query: Partial<z.infer<typeof liveSectionsQuery>> & { status?: SectionRow['status']; professorId?: number },
): Promise<LiveSection[]> {
  const limit = query.limit ?? 200;
  const where: SQL[] = [];
  if (query.status) where.push(eq(liveSections.status, query.status));
  if (query.professorId ?? query.professor_id)
    where.push(eq(liveSections.professorId, (query.professorId ?? query.professor_id)!));
  if (query.material_id) where.push(eq(liveSections.materialId, query.material_id));
  if (query.language_level_id) where.push(eq(liveSections.languageLevelId, query.language_level_id));
  const rows = await sectionSelect(db)
    .where(and(...where))
    .orderBy(desc(liveSections.createdAt), desc(liveSections.id))
    .limit(limit)
    .offset(((query.page ?? 1) - 1) * limit);
  return withSessions(db, rows);
}

/** The review queue: pending sections, oldest first, a page at a time (`live_sections_status_idx`). */
export async function listPendingSections(db: DbOrTx, query: SectionsPageQuery): Promise<LiveSection[]> {
  const rows = await sectionSelect(db)
    .where(eq(liveSections.status, 'pending'))
    .orderBy(asc(liveSections.createdAt), asc(liveSections.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return withSessions(db, rows);
}

/** A section's page as every reader shares it: the section, its sessions soonest first, their professors. */
async function readSection(db: DbOrTx, id: number): Promise<SectionRows> {
  const section = await getSection(db, id);
  const sessions = section.sessionIds.length
    ? await db
        .select({ s: liveSessions, name: users.name })
        .from(liveSessions)
        .innerJoin(users, eq(users.id, liveSessions.professorId))
        .where(inArray(liveSessions.id, section.sessionIds))
        .orderBy(asc(liveSessions.scheduledAt))
    : [];
  return { section, sessions };
}

/**
 * Approved sections are public; a pending or rejected one only to its professor and admins. The rows every reader
 * shares come from the kept copy (`live-read-cache.ts`, read on a miss); whether this reader may see it, bought it
 * and holds its recorded sessions (a recording's grant is the only part of a session's answer that holding
 * changes) is read for each request.
 */
export async function getSectionDetail(
  ctx: LiveContext,
  viewer: AuthUser | null,
  id: number,
): Promise<LiveSectionDetail> {
  const { section, sessions } = await sectionCache(ctx.events).get(String(id), () => readSection(ctx.db, id));
  const manage = viewer?.role === 'admin' || viewer?.id === section.professorId;
  if (section.status !== 'approved' && !manage) throw notFound(SECTION_NOT_FOUND);
  const recorded = sessions.filter((r) => r.s.isRecorded).map((r) => r.s.id);
  const [purchase, held] = viewer
    ? await Promise.all([
        ctx.db
          .select({ at: liveSectionPurchases.createdAt })
          .from(liveSectionPurchases)
          .where(and(eq(liveSectionPurchases.sectionId, id), eq(liveSectionPurchases.userId, viewer.id)))
          .then((rows) => rows[0]),
        heldSessionIds(ctx.db, viewer.id, recorded),
      ])
    : [undefined, new Set<number>()];
  return extend(section, {
    purchased: Boolean(purchase),
    sessions: sessions
      .filter((r) => r.s.isApproved || manage)
      .map((r) =>
        toSessionDto(ctx, r.s, r.name, { manage, access: manage || held.has(r.s.id) }, viewer?.id ?? null),
      ),
  });
}

/** Live sections waiting for review (the admin sidebar's count; the rows `/admin/live-sections/pending` lists). */
export async function pendingSectionsCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveSections).where(eq(liveSections.status, 'pending'));
  return row?.n ?? 0;
}
