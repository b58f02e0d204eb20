import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarCounts } from '../../../contract/realtime';
import { admin, approvedCourse, prof, t, useCourseFixtures } from '../../test/course-fixtures';
import { signedInSocket, socketUrl, type TestSocket } from '../../test/socket-client';

useCourseFixtures();
let socket: TestSocket;
beforeAll(async () => {
  socket = await signedInSocket(await socketUrl(t.app), admin.token);
});
afterAll(() => socket.close());

const countsWhere = async (match: (counts: SidebarCounts) => boolean) =>
  (await socket.next('counts', (m) => match(m.counts))).counts;

describe("a revision moves the admins' pending-courses count", () => {
  it('submitted raises it, rejected lowers it, resubmitted raises it, approved lowers it; the queue agrees', async () => {
    const course = await approvedCourse();
    const start = (await socket.next('counts')).counts.pendingCourses!;
    const call = (method: 'PUT' | 'POST', url: string, token: string, payload?: object) =>
      t.request({ method, url: `/api/courses/${course.id}${url}`, token, ...(payload ? { payload } : {}) });
    const edit = {
      title: `${course.title} — مصحح`,
      sections: course.sections.map(
        (s: { id: number; title: string; blocks: { id: number; type: string }[] }) => ({
          id: s.id,
          title: s.title,
          blocks: s.blocks.map((b) => ({ id: b.id, type: b.type, content: 'نص' })),
        }),
      ),
    };
    expect((await call('PUT', '', prof.token, edit)).statusCode).toBe(200);
    expect((await call('POST', '/revision/submit', prof.token, {})).statusCode).toBe(200);
    await countsWhere((c) => c.pendingCourses === start + 1);
    const rejected = await call('PUT', '/revision/reject', admin.token, {
      reason: 'ليس بعد',
      reasons: ['other'],
    });
    expect(rejected.statusCode).toBe(200);
    await countsWhere((c) => c.pendingCourses === start);
    expect((await call('POST', '/revision/submit', prof.token, { note: 'صححت' })).statusCode).toBe(200);
    await countsWhere((c) => c.pendingCourses === start + 1);
    expect((await call('PUT', '/revision/approve', admin.token)).statusCode).toBe(200);
    const after = await countsWhere((c) => c.pendingCourses === start);
    const queue = await t.request({
      method: 'GET',
      url: '/api/courses/admin/review-queue?limit=1',
      token: admin.token,
    });
    expect(after.pendingCourses).toBe(queue.json().pagination.total);
  });
});
