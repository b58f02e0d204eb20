import { readdir, readFile, mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const log = pino({ level: 'silent' });

describe('mailer over SMTP', () => {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Masar <no-reply@masar.dz>',
      outboxDir: '/nonexistent',
      log,
    });
    await mailer.send({
      to: 'lina@example.dz',
      subject: 'Reset',
      text: 'Open http://x/reset-password?token=abc',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@masar.dz');
    expect(received[0]!.to).toEqual(['lina@example.dz']);
    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toBe('Reset');
    expect(mail.text).toContain('reset-password?token=abc');
  });

  it('fails loudly when the server is unreachable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.dz', outboxDir: '/x', log });
    await expect(mailer.send({ to: 'x@y.dz', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mailer without SMTP', () => {
  it('writes each message to the outbox as a readable .eml file', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'masar-outbox-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: 'Masar <no-reply@masar.dz>', outboxDir, log });
    await mailer.send({
      to: 'amine@example.dz',
      subject: 'مرحبا',
      text: 'رابط: http://x/reset-password?token=t1',
    });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('مرحبا');
    expect(mail.text).toContain('token=t1');
  });
});
