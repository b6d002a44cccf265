import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { APP_BASE } from '../lib/app-host';
import { Toaster } from '../lib/notifications';
import '../styles/global.css';

// index.html's inline script has set the theme before the first paint; keeping it in step with the OS
// and other tabs can wait for the chunk (it stays out of the login page's first load).
const ThemeSync = lazy(() => import('../lib/theme/theme-sync').then((m) => ({ default: m.ThemeSync })));

export function App() {
  return (
    <BrowserRouter basename={APP_BASE || undefined}>
      <Suspense fallback={null}>
        <ThemeSync />
      </Suspense>
      <AppRoutes />
      <Toaster />
    </BrowserRouter>
  );
}
