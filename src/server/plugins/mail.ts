import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redactLinks } from './logging';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name (the platform setting `mail_sender_name`); the address stays MAIL_FROM's. */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is rendered to a raw .eml file in
 * DATA_DIR/outbox and logged, so a reset link can be followed on the embedded set-up.
 */
/** The `From` of a message: MAIL_FROM's address, under the message's sender name when it has one. */
export function senderOf(mailFrom: string, fromName: string | undefined) {
  if (!fromName) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: fromName, address };
}

/** Gives every message the sender name the platform settings hold at the time it is sent. */
export function withSenderName(mailer: Mailer, senderName: () => Promise<string>): Mailer {
  return {
    async send(message) {
      await mailer.send({ ...message, fromName: message.fromName ?? (await senderName()) });
    },
    close: () => mailer.close(),
  };
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const { fromName, ...rest } = message;
        await transport.sendMail({ ...rest, from: senderOf(options.from, fromName) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { fromName, ...rest } = message;
      const info = await transport.sendMail({ ...rest, from: senderOf(options.from, fromName) });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: message.to, subject: message.subject, file, text: redactLinks(message.text) },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}
