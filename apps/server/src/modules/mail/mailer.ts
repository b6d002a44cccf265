import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Resolves when mail can be sent now, rejects when it cannot (the mail server refuses connections,
   * the outbox cannot be written): asked before work whose mail is sent in the background (sign-up).
   */
  ready(): Promise<void>;
}

/** A working SMTP connection is trusted this long before it is checked again. */
const SMTP_CHECK_TTL_MS = 60_000;

/** Real delivery over SMTP. */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  let checkedUntil = 0;
  return {
    async ready() {
      if (Date.now() < checkedUntil) return;
      await transport.verify();
      checkedUntil = Date.now() + SMTP_CHECK_TTL_MS;
    },
    async send(message) {
      const info = await transport.sendMail({ from, ...message }).catch((error: unknown) => {
        checkedUntil = 0; // the next ready() asks the server again
        throw error;
      });
      logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
  };
}

/** The dev outbox: each message is composed exactly as SMTP would send it and saved as an .eml file. */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async ready() {
      await mkdir(outboxDir, { recursive: true });
      await access(outboxDir, constants.W_OK);
    },
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // A sortable time prefix keeps the listing newest first without reading every file.
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, file), info.message as Buffer);
      logger.info({ to: message.to, file }, 'mail saved to the dev outbox');
    },
  };
}
