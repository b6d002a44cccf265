import { expect, test } from './support/test';
import { closeSheet, closeTop, DIALOGS, reachWidget, showEveryWidget, type Sweep, sweepEveryLook } from './support/a11y-sweep';
import { addExampleAgents, agentsOf } from './support/agents';
import { addFeed, icsFeed, lateMorningZone, meetingTimes, serveFeeds } from './support/calendar-feeds';

/**
 * Issue 24 item 5, the widgets' own screens (3 of 3): an agent's run dialog (a form agent and a chat agent) and
 * its edit dialog, and a calendar event's details, in light and dark, at 1440 px and 375 px: no serious or
 * critical axe violation.
 */

// Late morning wherever the suite runs, so the feed's meeting (half an hour from now) is today's.
test.use({ timezoneId: lateMorningZone() });

let feeds: Awaited<ReturnType<typeof serveFeeds>>;
test.beforeAll(async () => {
  const { at } = meetingTimes();
  feeds = await serveFeeds({
    '/work.ics': icsFeed([{ uid: 'sync', summary: 'Team sync', start: at(0), minutes: 30, location: 'https://acme.zoom.us/j/123456789' }]),
  });
});
test.afterAll(() => feeds?.close());

async function walkWidgetsC({ page, phone, scan }: Sweep) {
  await showEveryWidget(page, phone);
  await addExampleAgents(page);

  await reachWidget(page, phone, 'Agents');
  const agents = agentsOf(page);
  for (const name of ['Image Generator', 'Quick AI Chat']) {
    await agents.tile(name).click();
    const run = agents.runDialog(name);
    await expect(run).toBeVisible();
    await scan(`Agents, run ${name}`, DIALOGS);
    await closeTop(page, run);
  }
  await agents.region.getByRole('button', { name: 'Edit Image Generator' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Agent' });
  await expect(editor).toBeVisible();
  await scan('Agents, Edit Agent', DIALOGS);
  await closeTop(page, editor);

  const calendar = await reachWidget(page, phone, "Today's Events", 'Calendar');
  await calendar.getByRole('button', { name: 'Add ICS feed' }).click();
  await addFeed(page, feeds.url('/work.ics'), 'Work');
  await calendar.getByRole('list', { name: "Today's events" }).getByRole('button', { name: 'Team sync', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Team sync' });
  await expect(details.getByRole('button', { name: 'Join Zoom' })).toBeVisible();
  await scan('Calendar, event details', DIALOGS);
  await closeTop(page, details);
  if (phone) await closeSheet(page);
}

sweepEveryLook("the widgets' dialogs: agents' run and edit dialogs, calendar event details", 'Wid', walkWidgetsC);
