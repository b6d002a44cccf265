import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { parseEml } from '@lodestar/core';
import { backgroundMailSettled } from './background-mail';

const FILE_NAME = /^[\w-]+\.eml$/;

async function listMail(outboxDir: string): Promise<string[]> {
  try {
    const files = await readdir(outboxDir);
    return files.filter((file) => FILE_NAME.test(file)).sort().reverse();
  } catch {
    return [];
  }
}

function linkify(text: string) {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const page = (title: string, body: unknown) => html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title}</title>
      <style>
        body { font: 15px/1.5 system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; }
        li { margin: 0.5rem 0; } pre { white-space: pre-wrap; background: #f4f4f5; padding: 1rem; }
      </style>
    </head>
    <body>${body}</body>
  </html>`;

/** Development-only viewer of the outbox: a list at /dev/mail, newest first, and each message. */
export function outboxRoutes(outboxDir: string) {
  const app = new Hono();
  app.get('/', async (c) => {
    // A sign-up's mail leaves after its answer: the list shows it once written.
    await backgroundMailSettled();
    const files = await listMail(outboxDir);
    const mails = await Promise.all(
      files.slice(0, 200).map(async (file) => ({ file, ...parseEml(await readFile(path.join(outboxDir, file), 'utf8')) })),
    );
    return c.html(
      page(
        'Dev outbox',
        html`<h1>Dev outbox</h1>
          ${mails.length === 0
            ? html`<p>No mail yet.</p>`
            : html`<ol>
                ${mails.map(
                  (m) => html`<li><a href="/dev/mail/${m.file}">${m.subject}</a> — to ${m.to} — ${m.date}</li>`,
                )}
              </ol>`}`,
      ),
    );
  });
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    if (!FILE_NAME.test(file)) return c.text('Not found', 404);
    let source: string;
    try {
      source = await readFile(path.join(outboxDir, file), 'utf8');
    } catch {
      return c.text('Not found', 404);
    }
    const mail = parseEml(source);
    return c.html(
      page(
        mail.subject,
        html`<p><a href="/dev/mail">All mail</a></p>
          <h1>${mail.subject}</h1>
          <p>From ${mail.from}<br />To ${mail.to}<br />${mail.date}</p>
          <pre>${raw(linkify(mail.text))}</pre>`,
      ),
    );
  });
  return app;
}
