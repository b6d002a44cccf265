import { describe, expect, it } from 'vitest';
import { agentsSection, defaultAgents, newAgent, withRunCounted } from './agents-section';
import { agentSchema } from './agent-model';
import { checkAgentDraft, formatOptionLines, moveItem, newFormField, parseBodyJson, parseHeadersJson, parseOptionLines, testUrlSyntax } from './agent-editor';

describe('the edit modal checks', () => {
  const draft = { name: 'Digest', triggerUrl: 'https://x.example/hook', headersText: '', bodyText: '', formFields: [] };

  it('requires a name and a trigger URL', () => {
    expect(checkAgentDraft({ ...draft, name: ' ', triggerUrl: '' })).toEqual({ name: 'Agent name is required', triggerUrl: 'Trigger URL is required' });
    expect(checkAgentDraft(draft)).toEqual({});
  });

  it("says 'Invalid JSON in headers field' / 'Invalid JSON in body field'", () => {
    expect(checkAgentDraft({ ...draft, headersText: '{bad', bodyText: '[1]' })).toEqual({
      headers: 'Invalid JSON in headers field',
      body: 'Invalid JSON in body field',
    });
    expect(parseHeadersJson('{"X-A": 1}')).toEqual({ ok: true, value: { 'X-A': '1' } });
    expect(parseHeadersJson('{"Bad Name": "x"}').ok).toBe(false);
    expect(parseBodyJson('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
  });

  it('parses select options one per line as value|label', () => {
    const options = parseOptionLines('small|Small\n\nlarge\n x | Extra ');
    expect(options).toEqual([{ value: 'small', label: 'Small' }, { value: 'large', label: 'large' }, { value: 'x', label: 'Extra' }]);
    expect(parseOptionLines(formatOptionLines(options))).toEqual(options);
  });

  it('moves, adds and names form elements', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, -5)).toEqual(['b', 'a']);
    const first = newFormField([]);
    expect(newFormField([first]).id).not.toBe(first.id);
    expect(checkAgentDraft({ ...draft, formFields: [first, { ...first }] })).toEqual({ 'field-1': 'Every form element needs its own name' });
  });

  it('tests a URL by parsing it', () => {
    expect(testUrlSyntax('https://x.example')).toEqual({ ok: true, message: 'URL is valid' });
    expect(testUrlSyntax('nope')).toEqual({ ok: false, message: 'Invalid URL' });
  });
});

describe('agents section', () => {
  it('has the two default agents the spec names', () => {
    const [chat, image] = defaultAgents(1);
    expect(chat).toMatchObject({ name: 'Quick AI Chat', category: 'ai', method: 'POST', enabled: false });
    expect(image).toMatchObject({ name: 'Image Generator', category: 'creative', inputModule: 'form' });
    expect(image!.formFields.map((f) => [f.id, f.required, f.defaultValue])).toEqual([
      ['prompt', true, undefined],
      ['style', false, 'realistic'],
      ['size', false, '1024x1024'],
    ]);
    for (const agent of defaultAgents(1)) expect(agentSchema.parse(agent)).toEqual(agent);
    expect(agentsSection.collections.configs).toBe(agentSchema);
  });

  it('new agents get icon Bot and colour Purple', () => {
    expect(newAgent('x', 0)).toMatchObject({ icon: 'Bot', color: '#6B46C1', method: 'POST', triggerType: 'webhook' });
  });

  it('counts a run', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const once = withRunCounted(newAgent('x', 0), true, at);
    expect(withRunCounted(once, false, at)).toMatchObject({ successCount: 1, errorCount: 1, lastTriggered: at.toISOString() });
  });

  it('keeps a damaged agent, field by field', () => {
    const parsed = agentSchema.parse({ ...newAgent('x', 0), name: 'Ok', color: 'red', method: 'PATCH', successCount: -1 });
    expect(parsed).toMatchObject({ name: 'Ok', color: '#6B46C1', method: 'POST', successCount: 0 });
  });
});
