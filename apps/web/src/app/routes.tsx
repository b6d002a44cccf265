import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageStatus } from '../components/ui/page-status';
import { SessionGate } from '../features/auth/session-gate';
import { getSessionState } from '../lib/session-store';
import { lazyWithPreload } from '../widgets/define-widget';

/*
 * The entry holds only React, the router and the session gate: the dashboard (with the subscription
 * gate) and the login page are each their own chunk (size budget: scripts/size-budget.mjs). Whichever one this
 * visitor will see is fetched at once, while React starts, so neither waits for a render to ask.
 */
const loadDashboard = () =>
  import('./shell/dashboard-routes').then((m) => {
    m.startFirstCardLoads();
    return m;
  });
const SignedInDashboard = lazyWithPreload(() => loadDashboard().then((m) => m.SignedInDashboard));
const DemoDashboard = lazyWithPreload(() => loadDashboard().then((m) => m.DemoDashboard));
const LoginRoute = lazyWithPreload(() => import('../features/auth/login-route').then((m) => m.LoginRoute));
const PopupDonePage = lazy(() => import('../features/auth/popup-done-page').then((m) => ({ default: m.PopupDonePage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PaymentResultPage = lazy(() =>
  import('../features/subscription/payment-result-page').then((m) => ({ default: m.PaymentResultPage })),
);
const ThankYouRoute = lazy(() => import('../features/subscription/thank-you-page').then((m) => ({ default: m.ThankYouRoute })));

/**
 * Loads the chunk the first screen needs: the login page for a visitor known to be signed out, else the
 * dashboard (a remembered user, or a session cookie the server has still to confirm). main.tsx renders
 * once it is there, so the first screen appears whole instead of after a 'Loading...' and React's delay.
 */
export function prefetchFirstScreen(pathname: string): Promise<unknown> {
  const session = getSessionState().status;
  if (pathname === '/login' || (session === 'signed-out' && pathname !== '/demo')) return LoginRoute.preload();
  if (PAGES_WITHOUT_DASHBOARD.has(pathname)) return Promise.resolve();
  return Promise.all([SignedInDashboard.preload(), DemoDashboard.preload()]);
}
const PAGES_WITHOUT_DASHBOARD = new Set(['/privacy', '/terms', '/auth/popup-done', '/subscription', '/thank-you']);

/**
 * Declarative routes (react-router's data router would add ~17 KB gzipped to the shell for
 * loaders and actions we do not use).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageStatus text="Loading..." />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/demo" element={<DemoDashboard />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/auth/popup-done" element={<PopupDonePage />} />
        <Route path="/subscription" element={<SessionGate>{(user) => <PaymentResultPage user={user} />}</SessionGate>} />
        <Route path="/thank-you" element={<ThankYouRoute />} />
        <Route path="*" element={<SessionGate>{(user) => <SignedInDashboard user={user} />}</SessionGate>} />
      </Routes>
    </Suspense>
  );
}
