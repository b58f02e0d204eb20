/**
 * The course route's read cache (course-detail.ts): a course's rows are kept in memory for every caller, but
 * ownership is read on every request, so a student without access never gets a paid block out of it, and every
 * write that changes a course drops it. Each write is a real call through the API.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseBlocks } from '../../db/schema/courses';
import {
  admin,
  approvedCourse,
  buyer,
  prof,
  stranger,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { buildUser } from '../../test/helper';

useCourseFixtures();

interface Block {
  type: string;
  content: string | null;
  fileUrl: string | null;
  locked: boolean;
  variants?: unknown;
  hlsUrl?: unknown;
  posterUrl?: unknown;
}
const read = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/courses/${id}`, ...(token ? { token } : {}) });
const blocksOf = (body: { sections: { blocks: Block[] }[] }) => body.sections.flatMap((s) => s.blocks);

async function buy(token: string, userId: number, courseId: number) {
  const funded = await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: userId, points: 100_000 },
  });
  expect(funded.statusCode, funded.body).toBe(200);
  const bought = await t.request({
    method: 'POST',
    url: '/api/points/buy-course',
    token,
    payload: { courseId },
  });
  expect(bought.statusCode, bought.body).toBe(200);
}

/** Changes a block's text behind the API's back: the next read shows whether it came from memory. */
const rewriteText = (courseId: number, content: string) =>
  t.ctx.db
    .update(courseBlocks)
    .set({ content })
    .where(eq(courseBlocks.courseId, courseId))
    .returning({ id: courseBlocks.id });

function expectNoPaidContent(body: { canAccessContent: boolean; sections: { blocks: Block[] }[] }) {
  expect(body.canAccessContent).toBe(false);
  for (const block of blocksOf(body)) {
    expect(block).toMatchObject({ content: null, fileUrl: null, locked: true });
    expect(block.variants ?? null).toBeNull();
    expect(block.hlsUrl ?? null).toBeNull();
    expect(block.posterUrl ?? null).toBeNull();
  }
}

describe('what is kept', () => {
  it("a buyer's read is kept, and a student without access, a visitor and another professor get no paid content from it", async () => {
    const course = await approvedCourse();
    await buy(buyer.token, buyer.user.id, course.id);
    const first = (await read(course.id, buyer.token)).json();
    expect(first.canAccessContent).toBe(true);
    expect(blocksOf(first)[0]!.content).toBe('الدالة الأسية هي...');
    expect(blocksOf(first).filter((b) => b.fileUrl !== null)).toHaveLength(2);

    // The text changed without an event: the buyer's second read comes from memory.
    await rewriteText(course.id, 'نص لم يعلن عنه');
    const second = (await read(course.id, buyer.token)).json();
    expect(blocksOf(second)[0]!.content).toBe('الدالة الأسية هي...');

    // The same kept rows, for callers who do not own the course: outline only.
    for (const token of [stranger.token, undefined, (await buildUser(t, 'professor')).token]) {
      const res = await read(course.id, token);
      expect(res.statusCode, res.body).toBe(200);
      expectNoPaidContent(res.json());
      expect(res.body).not.toContain('الدالة الأسية');
      expect(res.body).not.toContain('?t=');
    }
  });

  it('reads ownership on every request: a purchase opens the content at once, to that buyer only', async () => {
    const course = await approvedCourse();
    const student = await buildUser(t, 'student');
    expectNoPaidContent((await read(course.id, student.token)).json());
    await buy(student.token, student.user.id, course.id);
    const opened = (await read(course.id, student.token)).json();
    expect(opened.canAccessContent).toBe(true);
    expect(opened.purchased).toBe(true);
    expect(blocksOf(opened)[0]!.content).toBe('الدالة الأسية هي...');
    // A file URL's grant names its reader: the buyer's URLs are not in anyone else's answer.
    const url = blocksOf(opened).find((b) => b.fileUrl)!.fileUrl!;
    expect((await read(course.id, stranger.token)).body).not.toContain(url.split('?t=')[1]);
  });

  it('keeps no course that is not there, and a course sent back is hidden from all but its buyers', async () => {
    expect((await read(999_999, buyer.token)).statusCode).toBe(404);
    const course = await approvedCourse();
    await buy(buyer.token, buyer.user.id, course.id);
    await read(course.id, buyer.token);
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/reject`,
      token: admin.token,
      payload: { reason: 'مراجعة' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // Sent back: its buyer keeps it, a stranger may not even see it exists.
    expect((await read(course.id, buyer.token)).statusCode).toBe(200);
    expect((await read(course.id, stranger.token)).statusCode).toBe(404);
  });
});

describe('every write that changes a course drops it', () => {
  it('its price, its professor’s name, an approved revision and its deletion reach the buyer at once', async () => {
    const course = await approvedCourse();
    await buy(buyer.token, buyer.user.id, course.id);
    const detail = `/api/courses/${course.id}`;
    await read(course.id, buyer.token);

    const priced = await t.request({
      method: 'PUT',
      url: `${detail}/price`,
      token: admin.token,
      payload: { price: 777 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await read(course.id, buyer.token)).json().price).toBe(777);

    const renamed = await t.request({
      method: 'PUT',
      url: `/api/users/${prof.user.id}`,
      token: prof.token,
      payload: { name: 'Samir B.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read(course.id, buyer.token)).json().professorName).toBe('Samir B.');

    // A revision of the content: the buyer reads the new text once it is approved, not before.
    const current = (await read(course.id, prof.token)).json();
    const json = {
      title: current.title,
      description: current.description,
      material_id: current.materialPath?.materialId,
      sections: [{ title: 'مقدمة', blocks: [{ type: 'text', title: 'تعريف', content: 'نص منقح' }] }],
    };
    const boundary = 'masar-test-boundary';
    const edit = await t.request({
      method: 'PUT',
      url: detail,
      token: prof.token,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(json)}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(blocksOf((await read(course.id, buyer.token)).json())[0]!.content).toBe('الدالة الأسية هي...');
    expect(
      (await t.request({ method: 'POST', url: `${detail}/revision/submit`, token: prof.token, payload: {} }))
        .statusCode,
    ).toBe(200);
    const approved = await t.request({
      method: 'PUT',
      url: `${detail}/revision/approve`,
      token: admin.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(blocksOf((await read(course.id, buyer.token)).json())[0]!.content).toBe('نص منقح');

    const deleted = await t.request({ method: 'DELETE', url: detail, token: admin.token });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await read(course.id, buyer.token)).statusCode).toBe(404);
  });
});

describe('"my courses" takes its summaries from the same cache', () => {
  const myCourses = async (token: string) => {
    const res = await t.request({ method: 'GET', url: '/api/points/my-courses', token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().courses as { id: number; title: string; price: number; price_paid: number }[];
  };

  it('keeps the summaries, shows what the buyer paid, and shows a course write at once', async () => {
    const student = await buildUser(t, 'student');
    const course = await approvedCourse();
    await buy(student.token, student.user.id, course.id);
    const [first] = await myCourses(student.token);
    expect(first).toMatchObject({ id: course.id, title: 'الدوال الأسية', price_paid: 3000 });
    // Renamed behind the API's back: the kept summary is served.
    await t.ctx.db.execute(sql`update courses set title = 'عنوان لم يعلن عنه' where id = ${course.id}`);
    expect((await myCourses(student.token))[0]!.title).toBe('الدوال الأسية');
    const priced = await t.request({
      method: 'PUT',
      url: `/api/courses/${course.id}/price`,
      token: admin.token,
      payload: { price: 4321 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const [after] = await myCourses(student.token);
    expect(after).toMatchObject({ id: course.id, price: 4321, price_paid: 3000, title: 'عنوان لم يعلن عنه' });
    // Another student's list does not hold this buyer's course.
    expect((await myCourses(stranger.token)).map((c) => c.id)).not.toContain(course.id);
  });
});
