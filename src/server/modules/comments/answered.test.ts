import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseComments } from '../../db/schema/comments';
import { courseEnrollments } from '../../db/schema/enrollments';
import {
  admin,
  buyer,
  courseJson,
  otherProf,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { buildUser, type TestUser } from '../../test/helper';

/**
 * Whether a comment waits for its professor is kept by triggers (migration 0019, decision 135): these follow
 * the flag through the API as replies come and go and as an admin's role changes, on the count the
 * professor's sidebar and dashboard read and on his inbox.
 */
useCourseFixtures();
let courseId: number;

/** A text course of the professor's, approved, that the buyer owns. */
async function ownedCourse(title: string): Promise<number> {
  const created = await submit(
    prof.token,
    courseJson({ title, sections: [{ title: 'Atomes', blocks: [{ type: 'text', content: 'x' }] }] }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
  await t.ctx.db.insert(courseEnrollments).values({ userId: buyer.user.id, courseId: id, pricePaid: 100 });
  return id;
}

beforeAll(async () => {
  courseId = await ownedCourse('Chimie');
});

async function ask(body: string, course = courseId): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: `/api/courses/${course}/comments`,
    token: buyer.token,
    payload: { body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function reply(commentId: number, by: TestUser, course = courseId): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: `/api/courses/${course}/comments/${commentId}/replies`,
    token: by.token,
    payload: { body: 'Voici la réponse' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().replies.at(-1).id;
}

async function waiting(): Promise<number> {
  const res = await t.request({
    method: 'GET',
    url: '/api/comments/professor/unanswered-count',
    token: prof.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().count;
}

async function inbox(): Promise<{ id: number; answered: boolean }[]> {
  const res = await t.request({ method: 'GET', url: '/api/comments/professor?limit=50', token: prof.token });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .comments.map((c: { id: number; answered: boolean }) => ({ id: c.id, answered: c.answered }));
}

const setRole = (user: TestUser, role: string) =>
  t.request({ method: 'PUT', url: `/api/users/${user.user.id}/role`, token: admin.token, payload: { role } });

describe('a comment answered', () => {
  it('by its professor, then not once his reply is deleted', async () => {
    const before = await waiting();
    const id = await ask('Pourquoi ?');
    expect(await waiting()).toBe(before + 1);
    const answer = await reply(id, prof);
    expect(await waiting()).toBe(before);
    expect(await inbox()).toContainEqual({ id, answered: true });

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/courses/${courseId}/comments/${answer}`,
      token: prof.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await waiting()).toBe(before + 1);
    expect((await inbox())[0]).toEqual({ id, answered: false });
  });

  it('by an admin, for as long as they are one', async () => {
    const otherAdmin = await buildUser(t, 'admin');
    const before = await waiting();
    const id = await ask('Et ceci ?');
    await reply(id, otherAdmin);
    expect(await waiting()).toBe(before);

    expect((await setRole(otherAdmin, 'student')).statusCode).toBe(200);
    expect(await waiting()).toBe(before + 1);
    expect(await inbox()).toContainEqual({ id, answered: false });

    expect((await setRole(otherAdmin, 'admin')).statusCode).toBe(200);
    expect(await waiting()).toBe(before);
  });

  it('leaves nothing waiting when the question is deleted with its replies', async () => {
    const before = await waiting();
    const id = await ask('Une autre question');
    await reply(id, prof);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/courses/${courseId}/comments/${id}`,
      token: buyer.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await waiting()).toBe(before);
    expect(await t.ctx.db.select().from(courseComments).where(eq(courseComments.parentId, id))).toEqual([]);
  });

  it('by replies written at once: every question ends answered', async () => {
    const before = await waiting();
    const ids = await Promise.all([1, 2, 3, 4].map((n) => ask(`Question ${n}`)));
    expect(await waiting()).toBe(before + 4);
    await Promise.all(ids.flatMap((id) => [reply(id, prof), reply(id, admin)]));
    expect(await waiting()).toBe(before);
    const flags = await t.ctx.db
      .select({ id: courseComments.id, answered: courseComments.answered })
      .from(courseComments)
      .where(eq(courseComments.courseId, courseId));
    expect(flags.filter((f) => ids.includes(f.id)).every((f) => f.answered)).toBe(true);
  });

  it('pages the inbox, unanswered first then newest, and narrows it to one course', async () => {
    const other = await ownedCourse('Biologie');
    const answeredHere = await ask('Déjà répondu', other);
    await reply(answeredHere, prof, other);
    const waitingHere = await ask('En attente', other);
    const read = async (url: string) => {
      const res = await t.request({ method: 'GET', url, token: prof.token });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const whole = await read('/api/comments/professor?limit=100');
    const pages = [
      await read('/api/comments/professor?page=1&limit=3'),
      await read('/api/comments/professor?page=2&limit=3'),
    ];
    expect(pages.flatMap((p) => p.comments.map((c: { id: number }) => c.id))).toEqual(
      whole.comments.slice(0, 6).map((c: { id: number }) => c.id),
    );
    expect(pages[1].pagination).toMatchObject({ page: 2, limit: 3, total: whole.pagination.total });
    const flags: boolean[] = whole.comments.map((c: { answered: boolean }) => c.answered);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));

    const narrowed = await read(`/api/comments/professor?courseId=${other}`);
    expect(narrowed.comments.map((c: { id: number; answered: boolean }) => [c.id, c.answered])).toEqual([
      [waitingHere, false],
      [answeredHere, true],
    ]);
    expect(narrowed.pagination.total).toBe(2);

    // Another professor naming this course reads nothing of it.
    const foreign = await t.request({
      method: 'GET',
      url: `/api/comments/professor?courseId=${other}`,
      token: otherProf.token,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ comments: [], pagination: { total: 0 } });
  });
});

describe('the professor a comment carries (migration 0020)', () => {
  it("is its course's, whatever a writer puts there, and follows the comment to another course", async () => {
    const professorOf = async (id: number) =>
      (
        await t.ctx.db
          .select({ professorId: courseComments.professorId })
          .from(courseComments)
          .where(eq(courseComments.id, id))
      )[0]?.professorId;
    const id = await ask('Qui me lit ?');
    expect(await professorOf(id)).toBe(prof.user.id);

    const [written] = await t.ctx.db
      .insert(courseComments)
      .values({ courseId, userId: buyer.user.id, body: 'Écrit à la main', professorId: otherProf.user.id })
      .returning({ id: courseComments.id });
    expect(await professorOf(written!.id)).toBe(prof.user.id);
    await t.ctx.db
      .update(courseComments)
      .set({ professorId: otherProf.user.id })
      .where(eq(courseComments.id, written!.id));
    expect(await professorOf(written!.id)).toBe(prof.user.id);
    expect((await inbox()).map((c) => c.id)).toContain(written!.id);

    const theirs = await submit(
      otherProf.token,
      courseJson({
        title: 'Géologie',
        sections: [{ title: 'Roches', blocks: [{ type: 'text', content: 'x' }] }],
      }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const [hers] = await t.ctx.db
      .insert(courseComments)
      .values({ courseId: theirs.json().id, userId: buyer.user.id, body: 'Ailleurs' })
      .returning({ id: courseComments.id });
    expect(await professorOf(hers!.id)).toBe(otherProf.user.id);
    expect((await inbox()).map((c) => c.id)).not.toContain(hers!.id);
    await t.ctx.db.update(courseComments).set({ courseId }).where(eq(courseComments.id, hers!.id));
    expect(await professorOf(hers!.id)).toBe(prof.user.id);
    expect((await inbox()).map((c) => c.id)).toContain(hers!.id);
  });
});
