import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/routes';
import { LOGIN_PICTURE_MAX_MS, removeLoginPicture } from './features/auth/login-picture';
import { afterFirstCard } from './lib/first-card-signal';
import { appPathname } from './lib/app-host';

const SERVICE_WORKER_MAX_WAIT_MS = 5000;

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// index.html may have painted the last dashboard: the live page replaces it once ready (lib/snapshot). Should
// that code not load, the live page shows at once instead of staying hidden under the picture.
if (document.getElementById('snapshot')) {
  import('./lib/snapshot/takeover').then(
    (m) => m.takeOverSnapshot(),
    () => document.getElementById('snapshot')?.remove(),
  );
}

// index.html may show a new visitor the login page's picture: the live page removes it; past this, it goes anyway.
if (document.documentElement.hasAttribute('data-login-picture')) setTimeout(removeLoginPicture, LOGIN_PICTURE_MAX_MS);

// The first screen's chunk (dashboard or login page) first: from the service worker's cache it takes a few
// milliseconds. A failure only means the route loads it again (and shows why) once rendered.
const MAX_WAIT_MS = 3000;
void Promise.race([prefetchFirstScreen(appPathname()), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))])
  .catch(() => undefined)
  .then(render);

// The service worker (and workbox-window) load after the first paint, never before it: after the page's load,
// and on a dashboard after its first card (lib/first-card; a login page has none, hence the bound).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void import('./app/pwa/register-service-worker').then((m) => m.registerServiceWorker());
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const firstCard = afterFirstCard(SERVICE_WORKER_MAX_WAIT_MS);
  void Promise.all([loaded, firstCard]).then(register);
}
