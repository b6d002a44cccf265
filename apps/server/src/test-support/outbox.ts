import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml, type ParsedMail } from '@lodestar/core';
import { backgroundMailSettled } from '../modules/mail/background-mail';

export interface OutboxMail extends ParsedMail {
  file: string;
}

/** Every mail the dev outbox under dataDir holds, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  // Sign-up mails leave after the answer (in this process, as the test servers run in it).
  await backgroundMailSettled();
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ({ file, ...parseEml(await readFile(path.join(dir, file), 'utf8')) })),
  );
}

/** The first link in the newest mail sent to `to`; fails the test when there is none. */
export async function latestLinkTo(dataDir: string, to: string): Promise<URL> {
  const mails = (await readOutbox(dataDir)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the newest mail to ${to} has no link:\n${mail.text}`);
  return new URL(link);
}
