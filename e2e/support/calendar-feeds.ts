import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { openDashboard } from './dashboard';
import { expect } from './test';

export interface FeedEvent {
  uid: string;
  summary: string;
  start: Date;
  minutes: number;
  location?: string;
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function icsFeed(events: FeedEvent[]): string {
  const body = events.flatMap((event) => [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(new Date(event.start.getTime() + event.minutes * 60_000))}`,
    `SUMMARY:${event.summary}`,
    ...(event.location ? [`LOCATION:${event.location}`] : []),
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lodestar e2e//EN', ...body, 'END:VCALENDAR', ''].join('\r\n');
}

/** Serves ICS feeds by path on 127.0.0.1 (the e2e server's OUTBOUND_ALLOW_HOSTS). */
export async function serveFeeds(feeds: Record<string, string>): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const feed = feeds[request.url ?? ''];
    if (!feed) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A meeting's start on the minute, `minutesAhead` from the real now (the server reads its own clock for
 * "today"), and times around it.
 */
export function meetingTimes(minutesAhead = 30) {
  const start = new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000);
  return { start, at: (minutes: number) => new Date(start.getTime() + minutes * 60_000) };
}

/** Moves the page's installed clock forward to `time`. */
export async function moveClockTo(page: Page, time: Date) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(time.getTime() - now);
}

/**
 * A fixed-offset time zone in which it is late morning now, so "today" holds the next hours whenever the
 * suite runs (Etc/GMT-X is UTC+X).
 */
export function lateMorningZone(now = new Date()): string {
  const offset = Math.max(-12, Math.min(14, 10 - now.getUTCHours()));
  if (offset === 0) return 'UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** Shows 'Today's Events' through Settings, as a user would (it is hidden by default). */
export async function showCalendarWidget(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Widgets' }).click();
  await settings.getByRole('switch', { name: "Today's Events" }).check();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

/** Links an ICS feed from the widget's 'Add Account' dialog. */
export async function addFeed(page: Page, url: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'ICS feed' }).click();
  await dialog.getByLabel('Feed URL').fill(url);
  await dialog.getByLabel('Name (optional)').fill(name);
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await expect(dialog).toBeHidden();
}

/** A fresh account with the dashboard open. */
export async function openCalendarDashboard(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  await openDashboard(page, request, baseURL, name);
}
