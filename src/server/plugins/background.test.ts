import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mail';
import { buildUser, createTestApp } from '../test/helper';

describe("the app's close", () => {
  it('waits for the mail that follows an answer before it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp({
      overrides: {
        mailer: {
          async send(message: MailMessage) {
            await held;
            order.push(`mailed ${message.to}`);
          },
          close: () => undefined,
        },
      },
    });
    const student = await buildUser(t, 'student');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: student.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(order).toEqual([]);

    const closing = t.app.close().then(() => order.push('closed'));
    // The mail is held until the app has closed or a second has passed: an app that did not wait would close
    // first, and the mail (with its read of the sender's name) would go after the database had ended.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
    release();
    await closing;
    expect(order).toEqual([`mailed ${student.user.email}`, 'closed']);
    await t.close();
  });
});
