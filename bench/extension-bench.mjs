// What the extension's benches share: the built app's server with a signed-in user and one bookmark, Chromium
// with the extension pointed at it, and first visits that leave each page warm.
import { setTimeout as sleep } from 'node:timers/promises';
import { addBookmark, signUp, startServer } from './bench-server.mjs';
import { browserWithExtension, extensionOrigin, setServerAddress } from '../e2e/support/extension.ts';

/**
 * Starts both and runs `initScript(server)` (a probe) before any page script of every page. Load shedding is
 * off: the benches time pages, and a machine loaded by other work must not refuse their set-up.
 */
export async function startExtensionBench(initScript) {
  const server = await startServer({
    env: { EXTENSION_ORIGINS: extensionOrigin(), FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
  });
  const { context, id } = await browserWithExtension();
  const stop = async () => {
    await context.close();
    await server.stop();
  };
  try {
    await context.addInitScript(initScript(server));
    // A signed-in user with one bookmark; the extension pointed at the server shares the browser's session.
    await signUp(context.request, server);
    const setup = await context.newPage();
    await setup.goto(`${server.baseUrl}/`);
    await addBookmark(setup);
    await setServerAddress(context, id, server.baseUrl);
    return { server, context, setup, webApp: `${server.baseUrl}/`, extension: `chrome-extension://${id}/newtab.html`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Opens `url` in a new tab and waits until `ready` holds in it (the probe saw the first card). */
export async function openUntil(context, url, ready) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(ready, null, { timeout: 30_000 });
  return page;
}

/** First visits: caches, service worker, the extension's local copy and the pictures are in place after them. */
export async function warmUp(context, urls, ready) {
  for (const url of urls) {
    const page = await openUntil(context, url, ready);
    await sleep(6000); // the picture is taken shortly after the dashboard settles; the service worker installs
    await page.close();
  }
}
