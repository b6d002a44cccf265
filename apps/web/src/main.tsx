import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/routes';

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

// The first screen's chunk (dashboard or login page) first: from the service worker's cache it takes a few
// milliseconds. A failure only means the route loads it again (and shows why) once rendered.
const MAX_WAIT_MS = 3000;
void Promise.race([prefetchFirstScreen(location.pathname), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))])
  .catch(() => undefined)
  .then(render);

// The service worker (and workbox-window) load after the first paint, never before it.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void import('./app/pwa/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
