// Hostile text in agents (issue 17): what a user types into an agent and what its webhook answers render inert.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { agentsOf, choose, openAgentsDashboard, startLocalWebhook } from './support/agents';
import { clickLinksInert, expectInert, expectMarkdownInert, expectShownAsText, HOSTILE, HOSTILE_MARKDOWN, hostileShot, startHostileWebhook, watchDialogs } from './support/hostile-text';

test.use({ viewport: { width: 1280, height: 900 } });

let hook: Awaited<ReturnType<typeof startLocalWebhook>>;
test.beforeAll(async () => {
  hook = await startLocalWebhook();
});
test.afterAll(async () => {
  await hook?.close();
});

test('agents: script, javascript: URLs and event handlers in an agent and in its answers render inert', async ({ page, request, baseURL }) => {
  // Three agents made through the editor and seven kinds of answer: 96 s alone on a 2-core machine beside one
  // other test, so 120 s left no room for a busy one.
  test.setTimeout(180_000);
  watchDialogs(page);
  const hostile = await startHostileWebhook();
  try {
    await openAgentsDashboard(page, request, baseURL!, 'Hostile');
    const agents = agentsOf(page);
    const name = `${HOSTILE.img} ${HOSTILE.svg} ${HOSTILE.iframe}`;

    // A javascript: trigger URL is refused; the name and description take the payloads as they are.
    let editor = await agents.add();
    await agents.basics(editor, name, HOSTILE.url, 'Text prompt');
    await editor.getByLabel('Description').fill(HOSTILE_MARKDOWN);
    // Headers, plain and secret, carry payloads in their values (they only ever go to the webhook).
    await editor.getByLabel('Headers (JSON)').fill(JSON.stringify({ 'X-Note': HOSTILE.script }));
    await editor.getByRole('button', { name: 'Add Secret Header' }).click();
    await editor.getByLabel('Secret header 1 name').fill('X-Secret');
    await editor.getByLabel('X-Secret value').fill(HOSTILE.img);
    await editor.getByRole('button', { name: 'Create Agent' }).click();
    await expect(editor.getByText('Invalid URL')).toBeVisible();
    await editor.getByLabel('Trigger URL *').fill(`${hostile.url}/hook?q=${HOSTILE.iframe}`);
    await editor.getByRole('button', { name: 'Create Agent' }).click();
    await expect(editor).toBeHidden();

    // A form agent whose field label, placeholder, default value and options are payloads.
    editor = await agents.add();
    await agents.basics(editor, HOSTILE.script, `${hostile.url}/form`, 'Form');
    await editor.getByRole('button', { name: 'Add Form Element' }).click();
    await editor.getByLabel('Label', { exact: true }).fill(HOSTILE.img);
    await editor.getByLabel('Field name').fill('input');
    await editor.getByLabel('Placeholder').fill(HOSTILE.svg);
    await editor.getByLabel('Default value').fill(`text ${HOSTILE.script}`);
    await editor.getByLabel('Pattern', { exact: true }).fill('^text ');
    await editor.getByLabel('Pattern message').fill(`${HOSTILE.svg} ${HOSTILE.iframe}`);
    await editor.getByRole('button', { name: 'Add Form Element' }).click();
    await editor.getByLabel('Label', { exact: true }).fill(HOSTILE.iframe);
    await editor.getByLabel('Field name').fill('pick');
    await choose(page, editor, 'Field type', 'Select');
    await editor.getByLabel('Options (one per line, value|label)').fill(`a|${HOSTILE.svg}\n${HOSTILE.url}|${HOSTILE.img}`);
    await editor.getByRole('button', { name: 'Create Agent' }).click();
    await expect(editor).toBeHidden();

    // A chat agent, whose replies are the payloads.
    editor = await agents.add();
    await agents.basics(editor, `Chat ${HOSTILE.svg}`, `${hostile.url}/chat`, 'Chat');
    await editor.getByRole('button', { name: 'Create Agent' }).click();
    await expect(editor).toBeHidden();

    await page.reload();
    await expect(agents.tile(name)).toBeVisible();
    await expect(agents.tile(HOSTILE.script)).toBeVisible();
    await expectInert(page);

    // The prompt agent: its title and description, then each kind of answer.
    await agents.tile(name).click();
    const run = agents.runDialog(name);
    await expect(run.getByRole('heading', { name })).toBeVisible();
    // The description is plain text: every payload shows as typed.
    await expectShownAsText(run);
    for (const mode of ['text', 'html', 'text-image', 'images', 'notify', 'notify-link', 'error']) {
      await run.getByLabel('Your input').fill(`${mode} ${HOSTILE.svg}`);
      await run.getByRole('button', { name: 'Send' }).click();
      const again = run.getByRole('button', { name: 'Run Again' });
      await expect(again).toBeVisible();
      if (mode === 'text' || mode === 'html' || mode === 'text-image') await expectMarkdownInert(page, run.locator('.ag-output__text'));
      if (mode === 'notify' || mode === 'error') await expectShownAsText(run, [HOSTILE.script, HOSTILE.svg]);
      // A javascript: link in the answer is dropped; a web link keeps its words as text.
      if (mode === 'notify') await expect(run.getByRole('link')).toHaveCount(0);
      if (mode === 'notify-link') await expect(run.getByRole('link', { name: HOSTILE.img })).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/page\?q=/);
      if (mode === 'text-image' || mode === 'images') await expect(run.getByRole('img', { name: 'Image Load Error' }).first()).toBeVisible();
      await expectInert(page);
      await hostileShot(page, `agents-${mode}`);
      await clickLinksInert(page, run);
      // An image the answer named by a script URL cannot be downloaded (following it would run it); the others open nothing that runs.
      if (mode === 'text-image') await expect(run.getByRole('button', { name: 'Download Image' })).toBeDisabled();
      if (mode === 'images') for (const index of [1, 2, 3]) await expect(run.getByRole('button', { name: `Download image ${index}` })).toBeDisabled();
      for (const download of await run.getByRole('button', { name: /^Download/ }).all()) {
        if (await download.isDisabled()) continue;
        const popup = page.context().waitForEvent('page', { timeout: 1_000 }).catch(() => null);
        await download.click();
        const opened = await popup;
        if (opened) {
          expect(opened.url()).not.toMatch(/^(javascript|data|vbscript):/i);
          await opened.close();
        }
        await expectInert(page);
      }
      await again.click();
    }
    await page.keyboard.press('Escape');

    // The form agent: labels and options as text, the placeholder and default value as typed.
    await agents.tile(HOSTILE.script).click();
    const form = agents.runDialog(HOSTILE.script);
    await expect(form.getByLabel(HOSTILE.img)).toHaveAttribute('placeholder', HOSTILE.svg);
    await expect(form.getByLabel(HOSTILE.img)).toHaveValue(`text ${HOSTILE.script}`);
    await expectShownAsText(form, [HOSTILE.img, HOSTILE.iframe]);
    // The pattern's message shows as text when the value does not match.
    await form.getByLabel(HOSTILE.img).fill('nope');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(`${HOSTILE.svg} ${HOSTILE.iframe}`)).toBeVisible();
    await expectInert(page);
    await form.getByLabel(HOSTILE.img).fill(`text ${HOSTILE.script}`);
    await choose(page, form, HOSTILE.iframe, HOSTILE.img);
    await expectInert(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Run Again' })).toBeVisible();
    await expectMarkdownInert(page, form.locator('.ag-output__text'));
    await expectInert(page);
    await page.keyboard.press('Escape');

    // The chat shows what was sent and what came back as text.
    await agents.tile(`Chat ${HOSTILE.svg}`).click();
    const chat = agents.runDialog(`Chat ${HOSTILE.svg}`);
    await chat.getByPlaceholder('Type your message...').fill(`text ${HOSTILE.iframe}`);
    await chat.getByRole('button', { name: 'Send' }).click();
    const conversation = chat.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem')).toHaveCount(2);
    await expectShownAsText(conversation);
    await expectInert(page);
    await page.keyboard.press('Escape');

    // The Agents panel lists them, with their run logs.
    const panel = await agents.openPanel();
    const row = panel.getByRole('listitem', { name });
    await expect(row).toContainText(HOSTILE.iframe);
    await row.getByRole('button', { name: 'Run log' }).click();
    await expectInert(page);
    await page.keyboard.press('Escape');

    // The editor shows the payloads back in its fields, and the secret only masked.
    await agents.region.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(agents.editor.getByLabel('Name *')).toHaveValue(name);
    await expect(agents.editor.getByLabel('Description')).toHaveValue(HOSTILE_MARKDOWN);
    await expect(agents.editor.getByLabel('X-Secret value')).toHaveValue('');
    await expectInert(page);
  } finally {
    await hostile.close();
  }
});

test('agents: payloads in a secret header name, a form field name and a javascript: Link agent stay inert', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  watchDialogs(page);
  await openAgentsDashboard(page, request, baseURL!, 'Hostile');
  const agents = agentsOf(page);

  // A Link agent whose URL is a script is refused (its Test says so too); so is a header name that is markup.
  const editor = await agents.add();
  await agents.basics(editor, 'Script link', HOSTILE.url, 'Text prompt');
  await choose(page, editor, 'Trigger type', 'Link');
  await editor.getByRole('button', { name: 'Test' }).click();
  await expect(editor.getByRole('status')).toHaveText('Invalid URL');
  await editor.getByRole('button', { name: 'Add Secret Header' }).click();
  await editor.getByLabel('Secret header 1 name').fill(HOSTILE.img);
  await editor.getByLabel(`${HOSTILE.img} value`).fill('secret');
  await editor.getByRole('button', { name: 'Create Agent' }).click();
  await expect(editor.getByText('Invalid URL', { exact: true }).first()).toBeVisible();
  await expect(editor.getByText('Each secret header needs its own valid name')).toBeVisible();
  await expectInert(page);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(agents.tile('Script link')).toHaveCount(0);

  // A form field whose name (the key its value is sent under) is a payload: kept as typed, sent as a key.
  const form = await agents.add();
  await agents.basics(form, 'Keys', `${hook.url}/form`, 'Form');
  await form.getByRole('button', { name: 'Add Form Element' }).click();
  await form.getByLabel('Label', { exact: true }).fill('Note');
  await form.getByLabel('Field name').fill(HOSTILE.img);
  await form.getByLabel('Default value').fill(HOSTILE.svg);
  // The webhook answers with what it received as JSON, so the key comes back to the page.
  await form.getByRole('button', { name: 'Add Form Element' }).click();
  await form.getByLabel('Label', { exact: true }).fill('Format');
  await form.getByLabel('Field name').fill('format');
  await form.getByLabel('Default value').fill('json');
  await form.getByRole('button', { name: 'Create Agent' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  await agents.tile('Keys').click();
  const run = agents.runDialog('Keys');
  await run.getByRole('button', { name: 'Submit' }).click();
  await expect(run.getByRole('heading', { name: 'Data Response' })).toBeVisible();
  expect(hook.received.at(-1)).toMatchObject({ [HOSTILE.img]: HOSTILE.svg, format: 'json' });
  // Shown as JSON text: the key and value with their quotes escaped.
  const json = run.getByLabel('JSON data');
  await expectShownAsText(json, [JSON.stringify(HOSTILE.img), JSON.stringify(HOSTILE.svg)]);
  await expectInert(page);
  await page.keyboard.press('Escape');
  await expect(run).toBeHidden();

  await agents.region.getByRole('button', { name: 'Edit Keys' }).click();
  await agents.editor.getByRole('button', { name: 'Expand Note' }).click();
  await expect(agents.editor.getByLabel('Field name')).toHaveValue(HOSTILE.img);
  await expectInert(page);
  await agents.editor.getByRole('button', { name: 'Cancel' }).click();

  // A Link agent with a script URL that arrives stored (a restored backup): clicking it opens nothing and runs nothing.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Data & Backup' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), settings.getByRole('button', { name: 'Export Backup' }).click()]);
  const backup = JSON.parse(await readFile(await download.path(), 'utf8')) as { data: { agents: { configs: Record<string, Record<string, unknown>> } } };
  const keys = Object.values(backup.data.agents.configs).find((agent) => agent.name === 'Keys')!;
  const link = { ...keys, id: 'script-link', name: 'Script link', triggerType: 'link', triggerUrl: HOSTILE.url, inputModule: 'none', formFields: [] };
  backup.data.agents.configs['script-link'] = link;
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Backup' }).click()]);
  await chooser.setFiles({ name: 'link.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await page.waitForEvent('load');
  await expect(page.getByText('Your data was restored from the backup.')).toBeVisible();
  const popup = page.context().waitForEvent('page', { timeout: 2_000 }).catch(() => null);
  await agents.tile('Script link').click();
  await expect(agents.runDialog('Script link').getByText('Invalid URL')).toBeVisible();
  expect(await popup, 'a tab opened by the link agent').toBeNull();
  await expectInert(page);
});
