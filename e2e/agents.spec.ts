import { expect, test } from './support/test';
import { agentsOf, browserStorageContains, choose, openAgentsDashboard, shotBothSchemes, startLocalWebhook } from './support/agents';

test.use({ viewport: { width: 1280, height: 900 } });

let hook: Awaited<ReturnType<typeof startLocalWebhook>>;
test.beforeAll(async () => {
  hook = await startLocalWebhook();
});
test.afterAll(async () => {
  await hook?.close();
});

test('agents: create a form agent, run it through the server, see Response and Data Response, counters change', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await openAgentsDashboard(page, request, baseURL!, 'Agent');
  const agents = agentsOf(page);
  // The two examples the user asked for (Settings > Add example agents) are on the page.
  await expect(agents.tile('Quick AI Chat')).toBeVisible();
  await expect(agents.tile('Image Generator')).toBeVisible();

  // The editor refuses a nameless agent and headers that are not JSON.
  const editor = await agents.add();
  await editor.getByLabel('Headers (JSON)').fill('{oops');
  await editor.getByRole('button', { name: 'Create Agent' }).click();
  await expect(editor.getByText('Agent name is required')).toBeVisible();
  await expect(editor.getByText('Trigger URL is required')).toBeVisible();
  await expect(editor.getByText('Invalid JSON in headers field')).toBeVisible();
  await editor.getByLabel('Headers (JSON)').fill('{"X-Source": "e2e"}');
  await agents.basics(editor, 'Greeter', `${hook.url}/form`, 'Form');
  await editor.getByRole('button', { name: 'Test' }).click();
  await expect(editor.getByText('Connection successful')).toBeVisible();
  await editor.getByRole('radio', { name: 'Teal' }).click();
  await editor.getByRole('button', { name: /^Icon/ }).click();
  await shotBothSchemes(page, 'desktop-icon-picker');
  await page.getByRole('button', { name: 'Rocket', exact: true }).click();
  await expect(editor.getByRole('button', { name: /^Icon/ })).toContainText('Rocket');
  await shotBothSchemes(page, 'desktop-editor-top');

  // Three form elements: a required text, a select (value|label per line) and a bounded number.
  await editor.getByRole('button', { name: 'Add Form Element' }).click();
  await editor.getByLabel('Label', { exact: true }).fill('Name');
  await editor.getByLabel('Field name').fill('name');
  await editor.getByRole('checkbox', { name: 'Required' }).click();
  await editor.getByRole('button', { name: 'Add Form Element' }).click();
  await editor.getByLabel('Label', { exact: true }).fill('Format');
  await editor.getByLabel('Field name').fill('format');
  await choose(page, editor, 'Field type', 'Select');
  await editor.getByLabel('Options (one per line, value|label)').fill('text|Plain text\njson|JSON data');
  await editor.getByLabel('Default value').fill('text');
  await editor.getByRole('button', { name: 'Add Form Element' }).click();
  await editor.getByLabel('Label', { exact: true }).fill('Count');
  await editor.getByLabel('Field name').fill('count');
  await choose(page, editor, 'Field type', 'Number');
  await editor.getByLabel('Minimum').fill('1');
  await editor.getByLabel('Maximum').fill('5');
  await shotBothSchemes(page, 'desktop-editor');
  await editor.getByRole('button', { name: 'Create Agent' }).click();
  await expect(editor).toBeHidden();

  // The dynamic form: required and bounds messages, cleared on edit, submit blocked meanwhile.
  await agents.tile('Greeter').click();
  const run = agents.runDialog('Greeter');
  await run.getByRole('button', { name: 'Submit' }).click();
  await expect(run.getByText('Name is required')).toBeVisible();
  await expect(run.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await run.getByLabel('Name *').fill('Ada');
  await expect(run.getByText('Name is required')).toBeHidden();
  await run.getByLabel('Count').fill('9');
  await run.getByRole('button', { name: 'Submit' }).click();
  await expect(run.getByText('Must be at most 5')).toBeVisible();
  await shotBothSchemes(page, 'desktop-form-errors');
  await run.getByLabel('Count').fill('3');
  await run.getByRole('button', { name: 'Submit' }).click();

  // The server called the webhook; its text answer shows as 'Response', rendered as markdown.
  await expect(run.getByRole('heading', { name: 'Response' })).toBeVisible();
  await expect(run.locator('strong', { hasText: 'Ada' })).toBeVisible();
  await expect(run).toContainText('Hello Ada, your text is ready');
  await expect(page.getByText('Agent Triggered')).toBeVisible();
  await expect(page.getByText('Greeter has been notified')).toBeVisible();
  expect(hook.received.at(-1)).toMatchObject({ name: 'Ada', format: 'text', count: 3, formMode: 'production' });
  expect(String(hook.received.at(-1)?.submittedAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
  await shotBothSchemes(page, 'desktop-response');

  // Again with the JSON format: a 'Data Response' that collapses and expands.
  await run.getByRole('button', { name: 'Run Again' }).click();
  await run.getByLabel('Name *').fill('Ada');
  await choose(page, run, 'Format', 'JSON data');
  await run.getByRole('button', { name: 'Submit' }).click();
  await expect(run.getByRole('heading', { name: 'Data Response' })).toBeVisible();
  const json = run.getByLabel('JSON data');
  await expect(json).toContainText('"name": "Ada"');
  await expect(json).toContainText('"format": "json"');
  await shotBothSchemes(page, 'desktop-data-response');
  await run.getByRole('button', { name: 'Collapse' }).click();
  await expect(json).toBeHidden();
  await run.getByRole('button', { name: 'Expand' }).click();
  await expect(json).toBeVisible();
  await run.getByRole('button', { name: 'Close' }).last().click();
  await expect(run).toBeHidden();

  // The counters changed, and the server's run log lists both runs.
  const panel = await agents.openPanel();
  const row = panel.getByRole('listitem', { name: 'Greeter' });
  await expect(row.getByRole('definition').first()).toHaveText('2');
  await expect(row.getByRole('definition').nth(1)).toHaveText('0');
  await expect(row.getByRole('definition').nth(2)).not.toHaveText('Never');
  await row.getByRole('button', { name: 'Run log' }).click();
  await expect(row.getByRole('row')).toHaveCount(3);
  await expect(row.getByRole('cell', { name: 'Success' })).toHaveCount(2);
  await shotBothSchemes(page, 'desktop-panel');
  await page.keyboard.press('Escape');
  await shotBothSchemes(page, 'desktop-tiles');
});

test('agents: a chat round trip, and a file over 10 MB refused', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await openAgentsDashboard(page, request, baseURL!, 'Chatter');
  const agents = agentsOf(page);

  // A secret header: kept on the server, shown masked, sent with the call.
  let editor = await agents.add();
  await agents.basics(editor, 'Echo Chat', `${hook.url}/chat`, 'Chat');
  await editor.getByRole('button', { name: 'Add Secret Header' }).click();
  await editor.getByLabel('Secret header 1 name').fill('Authorization');
  await editor.getByLabel('Authorization value').fill('Bearer e2e-secret');
  await editor.getByRole('button', { name: 'Create Agent' }).click();
  await expect(editor).toBeHidden();
  await agents.region.getByRole('button', { name: 'Edit Echo Chat' }).click();
  await expect(agents.editor.getByLabel('Authorization value')).toHaveValue('');
  await expect(agents.editor.getByLabel('Authorization value')).toHaveAttribute('placeholder', '••••••••');
  await agents.editor.getByRole('button', { name: 'Cancel' }).click();

  await agents.tile('Echo Chat').click();
  const chat = agents.runDialog('Echo Chat');
  const message = chat.getByPlaceholder('Type your message...');
  const conversation = chat.getByRole('list', { name: 'Conversation' });
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await message.fill('hello there');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByRole('listitem').nth(0)).toHaveText('Youhello there');
  await expect(conversation.getByRole('listitem').nth(1)).toHaveText('AIYou said: hello there');
  // Back to the input after the reply.
  await expect(message).toHaveValue('');
  await message.fill('and again');
  await message.press('Enter');
  await expect(conversation.getByRole('listitem').nth(3)).toHaveText('AIYou said: and again');
  await shotBothSchemes(page, 'desktop-chat');
  expect(hook.headers.at(-1)?.authorization).toBe('Bearer e2e-secret');
  // The browser never held the value: only its name is in the synced agent.
  expect(await browserStorageContains(page, 'e2e-secret')).toBe(false);
  expect(await browserStorageContains(page, 'Echo Chat')).toBe(true);
  expect(hook.received.at(-1)).toMatchObject({
    message: 'and again',
    history: [
      { role: 'user', content: 'hello there' },
      { role: 'assistant', content: 'You said: hello there' },
      { role: 'user', content: 'and again' },
    ],
  });
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();

  editor = await agents.add();
  await agents.basics(editor, 'Uploader', `${hook.url}/form`, 'File upload');
  await editor.getByRole('button', { name: 'Create Agent' }).click();
  await expect(editor).toBeHidden();
  await agents.tile('Uploader').click();
  const upload = agents.runDialog('Uploader');
  const file = upload.getByLabel('Choose a file');
  await expect(file).toHaveAttribute('accept', 'image/*,.pdf,.txt');
  await file.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761) });
  await expect(upload.getByRole('alert')).toHaveText('File size must be less than 10MB');
  await shotBothSchemes(page, 'desktop-file-too-large');
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello file') });
  await expect(upload.getByRole('alert')).toBeHidden();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('heading', { name: 'Response' })).toBeVisible();
  expect(hook.received.at(-1)).toMatchObject({ fileName: 'notes.txt', fileType: 'text/plain', file: `data:text/plain;base64,${Buffer.from('hello file').toString('base64')}` });
});
