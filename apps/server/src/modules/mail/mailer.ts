import { mkdir, writeFile } from 'node:fs/promises';
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
}

/** Real delivery over SMTP. */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
  };
}

/** The dev outbox: each message is composed exactly as SMTP would send it and saved as an .eml file. */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
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
