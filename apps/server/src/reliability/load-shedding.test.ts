import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { watchEventLoopDelay } from './event-loop-delay';
import { createLoadShedder, OVERLOADED } from './load-shedding';

/** A route that answers only when the test lets it, so requests can be held in flight. */
function heldApp(maxInFlight: number, delay = { ms: 0 }) {
  const shedder = createLoadShedder({ maxInFlight, maxEventLoopDelayMs: 100, eventLoopDelayMs: () => delay.ms });
  const releases: (() => void)[] = [];
  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok'));
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
    // The load balancer's check is mounted before the shedder: never refused.
    expect((await app.request('/healthz')).status).toBe(200);

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
    expect((await app.request('/healthz')).status).toBe(200);
    delay.ms = 20;
    expect(shedder.isOverloaded()).toBe(false);
    expect((await app.request('/quick')).status).toBe(200);
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
