import { lazy, Suspense, type ReactNode } from 'react';
import './auth.css';

// The feature list (and its icons) follows the form: a visitor can sign in before it arrives.
const FeatureList = lazy(() => import('./feature-list').then((m) => ({ default: m.FeatureList })));

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The sign-in screens' frame: the product and its features beside (on wide screens) the form card. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-layout">
      <aside className="auth-brand" aria-label="About Lodestar">
        <p className="auth-brand__logo">
          <span className="auth-brand__mark" aria-hidden="true">
            ✦
          </span>
          Lodestar
        </p>
        <p className="auth-brand__tagline">Your personal productivity dashboard: everything that keeps you on course, on every new tab.</p>
        <Suspense fallback={null}>
          <FeatureList />
        </Suspense>
      </aside>
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <p className="auth-card__logo" aria-hidden="true">
            <span className="auth-brand__mark">✦</span> Lodestar
          </p>
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <footer className="auth-legal">
          <a href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </a>
          <a href="/terms" target="_blank" rel="noopener">
            Terms of Service
          </a>
        </footer>
      </main>
    </div>
  );
}
