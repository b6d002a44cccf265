import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageStatus } from '../components/ui/page-status';
import { SessionGate } from '../features/auth/session-gate';
import { SubscriptionGate } from '../features/subscription/subscription-gate';
import { DemoDashboard, SignedInDashboard } from './shell/dashboard-routes';

// Everything a signed-in user does not need on a normal open is its own chunk.
const LoginRoute = lazy(() => import('../features/auth/login-route').then((m) => ({ default: m.LoginRoute })));
const PopupDonePage = lazy(() => import('../features/auth/popup-done-page').then((m) => ({ default: m.PopupDonePage })));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PaymentResultPage = lazy(() =>
  import('../features/subscription/payment-result-page').then((m) => ({ default: m.PaymentResultPage })),
);
const ThankYouRoute = lazy(() => import('../features/subscription/thank-you-page').then((m) => ({ default: m.ThankYouRoute })));

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
        <Route
          path="*"
          element={
            <SessionGate>
              {(user) => (
                <SubscriptionGate user={user}>
                  <SignedInDashboard user={user} />
                </SubscriptionGate>
              )}
            </SessionGate>
          }
        />
      </Routes>
    </Suspense>
  );
}
