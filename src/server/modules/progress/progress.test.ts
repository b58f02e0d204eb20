import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../contract/progress';
import {
  admin,
  approvedCourse,
  otherProf,
  prof,
  stranger,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { buildUser, type TestUser } from '../../test/helper';

useCourseFixtures();

const progress = (courseId: number, token: string) =>
  t.request({ method: 'GET', url: `/api/courses/${courseId}/progress`, token });
const record = (courseId: number, token: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/courses/${courseId}/progress`, token, payload });

async function buy(student: TestUser, courseId: number) {
  await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: 10_000 },
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/points/buy-course',
    token: student.token,
    payload: { courseId },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The approved course's blocks: section 1 holds a text and a PDF block, section 2 one video. */
async function boughtCourse() {
  const course = await approvedCourse();
  const student = await buildUser(t, 'student');
  await buy(student, course.id);
  const start = (await progress(course.id, student.token)).json() as CourseProgress;
  const [first, second] = start.sections;
  const [text, pdf] = first!.blocks.map((block) => block.blockId);
  const video = second!.blocks[0]!.blockId;
  return { course, student, text: text!, pdf: pdf!, video };
}

describe('learning progress', () => {
  it('starts at zero with every section and the first block to resume at', async () => {
    const { course, student, text } = await boughtCourse();
    const res = await progress(course.id, student.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CourseProgress;
    expect(body).toMatchObject({
      percentage: 0,
      completed: 0,
      total: 3,
      resumeBlockId: text,
      lastActivityAt: null,
    });
    expect(body.sections.map((section) => [section.total, section.percentage])).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it('weighs sections of different sizes by their blocks', async () => {
    const { course, student, video } = await boughtCourse();
    const res = await record(course.id, student.token, { blockId: video, completed: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CourseProgress;
    // One block of three: 33 %, though one section of two is entirely done.
    expect(body.percentage).toBe(33);
    expect(body.sections.map((section) => section.percentage)).toEqual([0, 100]);
    expect(body.completed).toBe(1);
  });

  it('completes a PDF when it is opened, and a text block only when ticked', async () => {
    const { course, student, text, pdf } = await boughtCourse();
    let body = (
      await record(course.id, student.token, { blockId: text, opened: true })
    ).json() as CourseProgress;
    expect(body.completed).toBe(0);
    expect(body.resumeBlockId).toBe(text);
    body = (await record(course.id, student.token, { blockId: pdf, opened: true })).json() as CourseProgress;
    expect(body.completed).toBe(1);
    expect(body.sections[0]!.blocks.find((block) => block.blockId === pdf)?.completed).toBe(true);
  });

  it('keeps the last position in a video and completes it at 90 %', async () => {
    const { course, student, video } = await boughtCourse();
    let body = (
      await record(course.id, student.token, { blockId: video, position: 42.5, duration: 100 })
    ).json() as CourseProgress;
    expect(body.sections[1]!.blocks[0]).toEqual({ blockId: video, completed: false, position: 42.5 });
    expect(body.resumeBlockId).toBe(video);
    body = (
      await record(course.id, student.token, { blockId: video, position: 89, duration: 100 })
    ).json() as CourseProgress;
    expect(body.completed).toBe(0);
    body = (
      await record(course.id, student.token, { blockId: video, position: 90, duration: 100 })
    ).json() as CourseProgress;
    expect(body.completed).toBe(1);
    // Going back in a finished video keeps it finished and remembers the new place.
    body = (
      await record(course.id, student.token, { blockId: video, position: 10, duration: 100 })
    ).json() as CourseProgress;
    expect(body.sections[1]!.blocks[0]).toEqual({ blockId: video, completed: true, position: 10 });
  });

  it('resumes at the next unfinished block, wrapping to one skipped, and at none when all are done', async () => {
    const { course, student, text, pdf, video } = await boughtCourse();
    let body = (await record(course.id, student.token, { blockId: text, completed: true })).json();
    expect(body.resumeBlockId).toBe(pdf);
    body = (await record(course.id, student.token, { blockId: video, completed: true })).json();
    expect(body.resumeBlockId).toBe(pdf);
    body = (await record(course.id, student.token, { blockId: pdf, completed: true })).json();
    expect(body).toMatchObject({ percentage: 100, resumeBlockId: null });
    body = (await record(course.id, student.token, { blockId: pdf, completed: false })).json();
    expect(body).toMatchObject({ percentage: 66, resumeBlockId: pdf });
  });

  it('records nothing on a course the caller cannot open', async () => {
    const { course, text } = await boughtCourse();
    expect((await progress(course.id, stranger.token)).statusCode).toBe(403);
    const refused = await record(course.id, stranger.token, { blockId: text, completed: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Buy this course to open its content' });
    expect((await record(course.id, otherProf.token, { blockId: text, completed: true })).statusCode).toBe(
      403,
    );
    expect((await progress(course.id, '')).statusCode).toBe(401);
    // Nothing was stored for the stranger: after buying, they start at zero.
    await buy(stranger, course.id);
    expect((await progress(course.id, stranger.token)).json()).toMatchObject({ completed: 0 });
  });

  it('refuses a block of another course, an unknown course and an empty change', async () => {
    const { course, student } = await boughtCourse();
    const other = await boughtCourse();
    const foreign = await record(course.id, student.token, { blockId: other.text, completed: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Block not found' });
    expect((await progress(999_999, student.token)).json()).toEqual({ error: 'Course not found' });
    const empty = await record(course.id, student.token, { blockId: other.text });
    expect(empty.statusCode).toBe(400);
    expect((await progress(course.id, student.token)).json()).toMatchObject({ completed: 0 });
  });

  it('lets the owner professor keep his own progress apart from his students', async () => {
    const { course, student, text } = await boughtCourse();
    expect((await record(course.id, prof.token, { blockId: text, completed: true })).statusCode).toBe(200);
    expect((await progress(course.id, student.token)).json()).toMatchObject({ completed: 0 });
  });
});
