import { afterAll, beforeAll } from 'vitest';
import { candidateStarts } from '../../../contract/availability';
import type { MailMessage } from '../../plugins/mail';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

/**
 * One app per private-class test file: an admin, the professor asked (weekdays 08:00–20:00 in Algiers, 60-minute
 * sessions, 1,000 points each), another professor, two students and a material.
 */
export let t: TestApp;
export let admin: TestUser;
export let prof: TestUser;
export let otherProf: TestUser;
export let student: TestUser;
export let otherStudent: TestUser;
export let materialId: number;
export const mail: MailMessage[] = [];
export const PRICE = 1000;
export const AVAILABILITY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));

export function usePrivateClassApp() {
  beforeAll(async () => {
    t = await createTestApp({
      overrides: { mailer: { send: async (m) => void mail.push(m), close: () => undefined } },
    });
    [admin, prof, otherProf, student, otherStudent] = await Promise.all([
      buildUser(t, 'admin'),
      buildUser(t, 'professor', { name: 'Amina Teacher' }),
      buildUser(t, 'professor', { name: 'Amina Teacher' }),
      buildUser(t, 'student'),
      buildUser(t, 'student'),
    ]);
    const level = await call('POST', '/api/levels', admin, { name: 'L' });
    const year = await call('POST', '/api/years', admin, { name: 'Y', levelId: level.json().id });
    materialId = (
      await call('POST', '/api/materials', admin, { name: 'Maths', yearId: year.json().id, price: 0 })
    ).json().id;
    const saved = await call('PUT', '/api/professor/private-class-settings', prof, settings());
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });
  afterAll(async () => {
    await t.close();
  });
}

export function settings(fields: Record<string, unknown> = {}) {
  return {
    enabled: true,
    price_per_session: PRICE,
    session_minutes: 60,
    timezone: 'Africa/Algiers',
    availability: AVAILABILITY,
    material_ids: [materialId],
    language_level_ids: [],
    bio: 'Maths teacher',
    ...fields,
  };
}

export function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  user?: TestUser,
  payload?: object,
) {
  return t.request({ method, url, token: user?.token, ...(payload ? { payload } : {}) });
}

export const newStudent = () => buildUser(t, 'student');

export const fund = (userId: number, points: number) =>
  call('PUT', '/api/points/balance', admin, { user_id: userId, points });
export const balance = async (user: TestUser) =>
  (await call('GET', '/api/points/balance', user)).json().balance as number;

let cursor = 0;

/**
 * `count` starting times inside the professor's availability, from two days ahead; each call takes later ones,
 * since the professor cannot teach two classes at once.
 */
export function freeTimes(count: number): string[] {
  const starts = candidateStarts({
    slots: AVAILABILITY,
    timeZone: 'Africa/Algiers',
    durationMinutes: 60,
    from: new Date(Math.max(Date.now() + 2 * 86_400_000, cursor)),
    days: 60,
    limit: count,
  });
  cursor = starts.at(-1)!.getTime() + 60 * 60_000;
  return starts.map((d) => d.toISOString());
}

export async function request(by: TestUser = student, fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/private-classes', by, {
    professor_id: prof.user.id,
    material_id: materialId,
    sessions_count: 2,
    preferred_dates: [],
    preferred_times: 'evenings',
    note: 'Exam prep',
    phone: '+213 555 12 34 56',
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: number; sessions_count: number };
}

export async function confirmed(by: TestUser = student, count = 2) {
  const pc = await request(by, { sessions_count: count });
  const res = await call('PUT', `/api/private-classes/${pc.id}/confirm`, prof, {
    schedule: freeTimes(count).map((startsAt) => ({ startsAt })),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return pc;
}

export async function paid(by: TestUser, count = 2) {
  const pc = await confirmed(by, count);
  await fund(by.user.id, PRICE * count);
  const res = await call('POST', `/api/private-classes/${pc.id}/pay`, by);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().private_class as { id: number; sessions: { id: number }[] };
}
