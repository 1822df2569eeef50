/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * .eml file to DATA_DIR/outbox (open it with any mail client; the tests and the browser journeys read it).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { config, dataDir } from '../config';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The outbox folder used when no SMTP server is configured. */
function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

/**
 * How long one SMTP send may take in all before it is given up (nodemailer's own timeouts are per phase,
 * up to 2 minutes to connect and 10 of silence, and its silence timer restarts with every line a slow server
 * sends): under the 30 s after which a job still running is taken for dead and tried again beside it
 * (lib/server/jobs/job-queue.ts), which would send the message twice. A send given up is a failed job,
 * retried with backoff.
 */
export const SMTP_SEND_DEADLINE_MS = 25_000;

/** SMTP mailer (SMTP_URL); a send still under way after `deadlineMs` is aborted, its connection closed. */
export function createSmtpMailer(url: string, from: string, deadlineMs = SMTP_SEND_DEADLINE_MS): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const options: SendMailOptions & { signal: AbortSignal } = {
        from,
        ...message,
        signal: AbortSignal.timeout(deadlineMs),
      };
      await transport.sendMail(options);
      // The recipient and subject only: bodies hold reset links, which are secrets.
      logger.info({ subject: message.subject }, 'mail sent');
    },
  };
}

/** Writes each message, fully encoded, to `folder` as `<timestamp>-<random>.eml`. */
export function createOutboxMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(folder, name), info.message as Buffer);
      logger.info({ subject: message.subject, file: name }, 'mail written to the outbox');
    },
  };
}

/** Keeps messages in memory (tests). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

let configured: Mailer | undefined;

/** The mailer this process's configuration asks for. */
export function configuredMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = config();
  configured ??= SMTP_URL
    ? createSmtpMailer(SMTP_URL, MAIL_FROM)
    : createOutboxMailer(outboxDir(), MAIL_FROM);
  return configured;
}
