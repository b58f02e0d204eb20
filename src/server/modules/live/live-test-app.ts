import { afterAll, beforeAll } from 'vitest';
import type { MailMessage } from '../../plugins/mail';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { liveFixtures } from '../../test/live-fixtures';

/** One app per live test file: an admin, two professors, the fixtures, and the mail the app sent. */
export let t: TestApp;
export let admin: TestUser;
export let prof: TestUser;
export let otherProf: TestUser;
export let f: ReturnType<typeof liveFixtures>;
export const mail: MailMessage[] = [];

export function useLiveApp() {
  beforeAll(async () => {
    t = await createTestApp({
      overrides: { mailer: { send: async (m) => void mail.push(m), close: () => undefined } },
    });
    admin = await buildUser(t, 'admin');
    prof = await buildUser(t, 'professor');
    otherProf = await buildUser(t, 'professor');
    f = liveFixtures(t, { admin, prof });
  });
  afterAll(async () => {
    await t.close();
  });
}

export const student = () => buildUser(t, 'student');
export const get = (url: string, user?: TestUser) => t.request({ method: 'GET', url, token: user?.token });
