import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAgentRequest, formModeFor, postGenerationStatus, withTestMode, type AgentTriggerDefinition } from './agent-request';

const now = new Date('2026-03-04T05:06:07.000Z');
const agent = (overrides: Partial<AgentTriggerDefinition> = {}): AgentTriggerDefinition => ({
  id: 'a',
  name: 'A',
  kind: 'standard',
  triggerType: 'webhook',
  triggerUrl: 'https://hooks.example.com/webhook/abc',
  method: 'POST',
  headers: {},
  body: {},
  enabled: true,
  inputModule: 'form',
  ...overrides,
});

describe('buildAgentRequest', () => {
  it('POSTs the values with submittedAt and formMode, Content-Type first, secrets last', () => {
    const built = buildAgentRequest(agent({ headers: { 'X-A': '1', Authorization: 'public' } }), { q: 'x' }, { Authorization: 'secret' }, now);
    expect(built).toEqual({
      ok: true,
      request: {
        url: 'https://hooks.example.com/webhook/abc',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-A': '1', Authorization: 'secret' },
        body: JSON.stringify({ q: 'x', submittedAt: '2026-03-04T05:06:07.000Z', formMode: 'production' }),
      },
    });
  });

  it('GETs the values as query parameters', () => {
    const built = buildAgentRequest(agent({ method: 'GET' }), { q: 'a b', n: 2, list: [1] }, {}, now);
    if (!built.ok) throw new Error(built.error);
    const url = new URL(built.request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'a b', n: '2', list: '[1]', submittedAt: now.toISOString(), formMode: 'production' });
    expect(built.request.body).toBeUndefined();
  });

  it("answers the spec's errors", () => {
    expect(buildAgentRequest(agent({ enabled: false }), { a: 1 }, {}, now)).toEqual({ ok: false, error: 'Agent is disabled' });
    expect(buildAgentRequest(agent({ triggerType: 'form' }), null, {}, now)).toEqual({ ok: false, error: 'Form agents require input data' });
    expect(buildAgentRequest(agent({ triggerUrl: '' }), { a: 1 }, {}, now)).toEqual({ ok: false, error: 'No trigger URL configured' });
    expect(buildAgentRequest(agent({ triggerUrl: 'javascript:alert(1)' }), { a: 1 }, {}, now)).toEqual({ ok: false, error: 'Invalid URL' });
    expect(buildAgentRequest(agent({ triggerType: 'link' }), null, {}, now)).toEqual({ ok: false, error: 'Unknown agent trigger type' });
  });

  it('always POSTs for the post-generation agent', () => {
    const built = buildAgentRequest(agent({ kind: 'post-generation', method: 'GET' }), { Email: 'a@b.co' }, {}, now);
    expect(built.ok && built.request.method).toBe('POST');
  });

  it('sends an api agent its body with the input over it', () => {
    const built = buildAgentRequest(agent({ triggerType: 'api', method: 'PUT', body: { model: 'm', q: 'old' } }), { q: 'new' }, {}, now);
    expect(built.ok && JSON.parse(built.request.body!)).toEqual({ model: 'm', q: 'new' });
  });
});

describe('test mode and status', () => {
  it('swaps the webhook path segment both ways and sets formMode', () => {
    const url = 'https://n8n.example.com/webhook/post';
    expect(withTestMode(url, true)).toBe('https://n8n.example.com/webhook-test/post');
    expect(withTestMode(withTestMode(url, true), false)).toBe(url);
    expect(formModeFor(withTestMode(url, true))).toBe('test');
    expect(formModeFor(url)).toBe('production');
  });

  it('round-trips any webhook URL (property)', () => {
    // Paths built from tricky segments, the webhook names themselves included.
    const segment = fc.constantFrom('a', 'post', 'webhook', 'webhook-test', 'x-1', '%20', '');
    fc.assert(fc.property(fc.array(segment, { maxLength: 6 }), (parts) => {
      const url = `https://x.example/webhook/${parts.join('/')}`;
      return withTestMode(withTestMode(url, true), false) === url;
    }));
  });

  it('changes the status line every 5 s', () => {
    expect(postGenerationStatus(0)).toBe(postGenerationStatus(4_999));
    expect(postGenerationStatus(5_000)).not.toBe(postGenerationStatus(0));
    expect(postGenerationStatus(10 ** 9)).toBe('Almost there...');
  });
});
