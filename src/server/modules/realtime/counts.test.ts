import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarCounts } from '../../../contract/realtime';
import {
  admin,
  courseJson,
  materialId,
  privateClassOffer,
  prof,
  submit,
  t,
  useCourseFixtures,
} from '../../test/course-fixtures';
import { MP4, PDF } from '../../test/files';
import { liveFixtures } from '../../test/live-fixtures';
import { buildUser } from '../../test/helper';
import { signedInSocket, socketUrl, type TestSocket } from '../../test/socket-client';

useCourseFixtures();
let socket: TestSocket;
beforeAll(async () => {
  socket = await signedInSocket(await socketUrl(t.app), admin.token);
});
afterAll(() => socket.close());

/** The next counts pushed that satisfy `match`. */
const countsWhere = async (match: (counts: SidebarCounts) => boolean) =>
  (await socket.next('counts', (m) => match(m.counts))).counts;

describe('counts pushed to admins when a review queue changes', () => {
  it('a course submitted, then approved', async () => {
    const start = await socket.next('counts');
    const pending = start.counts.pendingCourses!;
    const res = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PDF, filename: 'summary.pdf' },
      { name: 'video1', content: MP4, filename: 'video.mp4' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    await countsWhere((c) => c.pendingCourses === pending + 1);
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/${res.json().id}/approve`,
      token: admin.token,
    });
    expect(approved.statusCode).toBe(200);
    const after = await countsWhere((c) => c.pendingCourses === pending);
    const listed = await t.request({
      method: 'GET',
      url: '/api/courses/admin/pending?limit=1',
      token: admin.token,
    });
    expect(after.pendingCourses).toBe(listed.json().pagination.total);
  });

  it('a live section created, then rejected', async () => {
    const f = liveFixtures(t, { admin, prof });
    const session = await f.approved();
    const before = (await socket.next('counts')).counts.pendingLiveSections!;
    const created = await t.request({
      method: 'POST',
      url: '/api/professor/live-sections',
      token: prof.token,
      payload: { title: 'Pack', price: 100, sessionIds: [session.id], material_id: materialId },
    });
    expect(created.statusCode, created.body).toBe(201);
    await countsWhere((c) => c.pendingLiveSections === before + 1);
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/admin/live-sections/${created.json().id}/reject`,
      token: admin.token,
      payload: { reason: 'Too short' },
    });
    expect(rejected.statusCode).toBe(200);
    await countsWhere((c) => c.pendingLiveSections === before);
  });
});

describe('counts pushed to a professor when a comment on his courses waits or is answered', () => {
  it('a comment raises his unanswered count, his reply lowers it, and the polled call agrees', async () => {
    const res = await submit(prof.token, courseJson(), [
      { name: 'summary', content: PDF, filename: 'summary.pdf' },
      { name: 'video1', content: MP4, filename: 'video.mp4' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const courseId = res.json().id as number;
    const approved = await t.request({
      method: 'PUT',
      url: `/api/courses/${courseId}/approve`,
      token: admin.token,
    });
    expect(approved.statusCode).toBe(200);

    const professor = await signedInSocket(await socketUrl(t.app), prof.token);
    try {
      const start = (await professor.next('counts')).counts;
      expect(Object.keys(start)).toEqual(['unansweredComments', 'pendingPrivateClasses']);
      const waiting = start.unansweredComments!;
      const posted = await t.request({
        method: 'POST',
        url: `/api/courses/${courseId}/comments`,
        token: admin.token,
        payload: { body: 'Could the second exercise have its solution?' },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      await professor.next('counts', (m) => m.counts.unansweredComments === waiting + 1);
      const polled = await t.request({
        method: 'GET',
        url: '/api/comments/professor/unanswered-count',
        token: prof.token,
      });
      expect(polled.json()).toEqual({ count: waiting + 1 });

      const replied = await t.request({
        method: 'POST',
        url: `/api/courses/${courseId}/comments/${posted.json().id}/replies`,
        token: prof.token,
        payload: { body: 'Added to the last section.' },
      });
      expect(replied.statusCode, replied.body).toBe(201);
      await professor.next('counts', (m) => m.counts.unansweredComments === waiting);
    } finally {
      professor.close();
    }
  });
});

describe('counts pushed to a professor when a private-class request waits or is answered', () => {
  it('a request raises his pending count, declining it lowers it, and the polled call agrees', async () => {
    const settings = await t.request({
      method: 'PUT',
      url: '/api/professor/private-class-settings',
      token: prof.token,
      payload: privateClassOffer(),
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const student = await buildUser(t, 'student');
    const professor = await signedInSocket(await socketUrl(t.app), prof.token);
    try {
      const waiting = (await professor.next('counts')).counts.pendingPrivateClasses!;
      const asked = await t.request({
        method: 'POST',
        url: '/api/private-classes',
        token: student.token,
        payload: {
          professor_id: prof.user.id,
          material_id: materialId,
          sessions_count: 1,
          phone: '0555123456',
        },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      await professor.next('counts', (m) => m.counts.pendingPrivateClasses === waiting + 1);
      const polled = await t.request({
        method: 'GET',
        url: '/api/professor/pending-private-classes-count',
        token: prof.token,
      });
      expect(polled.json()).toEqual({ count: waiting + 1 });
      const declined = await t.request({
        method: 'PUT',
        url: `/api/private-classes/${asked.json().id}/reject`,
        token: prof.token,
        payload: { reason: 'Fully booked' },
      });
      expect(declined.statusCode).toBe(200);
      await professor.next('counts', (m) => m.counts.pendingPrivateClasses === waiting);
    } finally {
      professor.close();
    }
  });
});
