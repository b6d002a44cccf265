import { expect, test, type Page } from './support/test';
import { agentsOf, choose, openAgentsDashboard, startLocalWebhook } from './support/agents';

// Phone size: the tiles, the run modal and the Agents panel (from the bottom bar) fit 375 px, light and dark.
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

let hook: Awaited<ReturnType<typeof startLocalWebhook>>;
test.beforeAll(async () => {
  hook = await startLocalWebhook();
});
test.afterAll(async () => {
  await hook?.close();
});

/** Screenshots for a person to look at, only when AGENTS_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.AGENTS_SHOTS) await page.screenshot({ path: `${process.env.AGENTS_SHOTS}/${name}.png` });
}

async function fitsWidth(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(376);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`agents at 375 px (${scheme}): a run, the editor and the Agents panel fit the screen`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await openAgentsDashboard(page, request, baseURL!, `Phone${scheme}`);
    const agents = agentsOf(page);
    await expect(agents.tile('Image Generator')).toBeVisible();
    await agents.region.scrollIntoViewIfNeeded();
    await fitsWidth(page, '.ag-tiles');
    await shot(page, `mobile-${scheme}-tiles`);

    // A text-prompt agent run against the local webhook.
    const editor = await agents.add();
    await agents.basics(editor, 'Prompter', `${hook.url}/chat`, 'Text prompt');
    await choose(page, editor, 'Output', 'Text');
    await fitsWidth(page, '.ag-edit-dialog');
    await shot(page, `mobile-${scheme}-editor`);
    await editor.getByRole('button', { name: 'Create Agent' }).click();
    await expect(editor).toBeHidden();
    await agents.tile('Prompter').click();
    const run = agents.runDialog('Prompter');
    const input = run.getByPlaceholder('Enter your input...');
    await expect(run.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.fill('   ');
    await expect(run.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.fill('summarise my day');
    await run.getByRole('button', { name: 'Send' }).click();
    await expect(run.getByRole('heading', { name: 'Response' })).toBeVisible();
    await expect(run).toContainText('You said: summarise my day');
    await fitsWidth(page, '.ag-run-dialog');
    await shot(page, `mobile-${scheme}-response`);
    await run.getByRole('button', { name: 'Close' }).last().click();

    // The Agents panel from the menu: Manage Agents with the counters, and Settings.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Agents', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Agents' });
    const row = panel.getByRole('listitem', { name: 'Prompter' });
    await expect(row.getByRole('definition').first()).toHaveText('1');
    await row.getByRole('button', { name: 'Run log' }).click();
    await expect(row.getByRole('cell', { name: 'Success' })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await fitsWidth(page, '.ag-rows');
    await shot(page, `mobile-${scheme}-panel`);
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await expect(panel.getByRole('switch', { name: 'Show agent cards on the dashboard' })).toBeChecked();
    await shot(page, `mobile-${scheme}-settings`);
  });
}
