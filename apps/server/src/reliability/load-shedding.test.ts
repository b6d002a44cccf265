import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { watchEventLoopDelay } from './event-loop-delay';
import { createLoadShedder, OVERLOADED, TOO_MANY_IN_FLIGHT } from './load-shedding';

/** A route that answers only when the test lets it, so requests can be held in flight. */
function heldApp(maxInFlight: number, delay = { ms: 0 }, maxInFlightPerClient = 0) {
  const shedder = createLoadShedder({
    maxInFlight,
    maxInFlightPerClient,
    // The test's stand-ins for an address and a session.
    clientKeys: (c) => [`address:${c.req.header('x-address')}`, ...(c.req.header('x-session') ? [`session:${c.req.header('x-session')}`] : [])],
    maxEventLoopDelayMs: 100,
    eventLoopDelayMs: () => delay.ms,
  });
  const releases: (() => void)[] = [];
  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok'));
  app.use('*', shedder.clientShare);
  app.use('*', shedder.middleware);
  app.get('/held', async (c) => {
    await new Promise<void>((resolve) => releases.push(resolve));
    return c.text('done');
  });
  app.get('/quick', (c) => c.text('quick'));
  return { app, shedder, releases };
}

describe('load shedding', () => {
  it('refuses the request past the in-flight limit with 503 and Retry-After, and takes work again once one finishes', async () => {
    const { app, shedder, releases } = heldApp(2);
    const held = [app.request('/held'), app.request('/held')];
    await expect.poll(() => shedder.inFlight()).toBe(2);

    const refused = await app.request('/quick');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual(OVERLOADED);
    expect(shedder.shedCount()).toBe(1);

    releases.shift()!();
    expect(await (await held[0]!).text()).toBe('done');
    expect((await app.request('/quick')).status).toBe(200);
    releases.shift()!();
    await held[1];
    expect(shedder.inFlight()).toBe(0);
  });

  it('refuses new work while the event loop runs late, and takes it again once it catches up', async () => {
    const delay = { ms: 500 };
    const { app, shedder } = heldApp(0, delay);
    expect(shedder.isOverloaded()).toBe(true);
    expect((await app.request('/quick')).status).toBe(503);
    delay.ms = 20;
    expect(shedder.isOverloaded()).toBe(false);
    expect((await app.request('/quick')).status).toBe(200);
  });

  it("answers a client past its share 429 with its reason, by address and by session, leaving everyone else's share", async () => {
    const { app, shedder, releases } = heldApp(100, { ms: 0 }, 2);
    const from = (address: string, session?: string) => ({ headers: { 'x-address': address, ...(session ? { 'x-session': session } : {}) } });
    const held = [app.request('/held', from('a')), app.request('/held', from('a'))];
    await expect.poll(() => shedder.inFlight()).toBe(2);
    const refused = await app.request('/quick', from('a'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual(TOO_MANY_IN_FLIGHT);
    expect((await app.request('/quick', from('b'))).status).toBe(200);

    // A signed-in user moving between addresses keeps one share.
    held.push(app.request('/held', from('c', 'alice')), app.request('/held', from('d', 'alice')));
    await expect.poll(() => shedder.inFlight()).toBe(4);
    expect((await app.request('/quick', from('e', 'alice'))).status).toBe(429);
    expect((await app.request('/quick', from('e', 'bob'))).status).toBe(200);

    for (const release of releases.splice(0)) release();
    await Promise.all(held);
    expect((await app.request('/quick', from('a'))).status).toBe(200);
    expect(shedder.overloadReason()).toBeUndefined();
  });

  it('says why it refuses work, for /healthz', () => {
    const delay = { ms: 500 };
    const { shedder } = heldApp(0, delay);
    expect(shedder.overloadReason()).toBe('event loop 500 ms late (limit 100 ms)');
  });

  it('a limit of 0 is off', async () => {
    const shedder = createLoadShedder({ maxInFlight: 0, maxEventLoopDelayMs: 0, eventLoopDelayMs: () => 10_000 });
    expect(shedder.isOverloaded()).toBe(false);
  });
});

describe('event-loop delay', () => {
  it('sees a loop kept busy as late', async () => {
    const monitor = watchEventLoopDelay(200);
    // Every tick of the loop now spends 50 ms in synchronous work, so each of the monitor's timers fires late.
    const busy = setInterval(() => {
      const end = performance.now() + 50;
      while (performance.now() < end);
    }, 1);
    try {
      await expect.poll(() => monitor.delayMs(), { timeout: 5_000, interval: 50 }).toBeGreaterThan(20);
    } finally {
      clearInterval(busy);
      monitor.stop();
    }
  });
});
