import { useEffect, useState, type ReactNode } from 'react';
import { loadPublicConfig } from '../../lib/api';
import './legal.css';

export const LAST_UPDATED = '22 November 2026';

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of the privacy and terms pages: readable width, back link, date. */
export function LegalPage({ title, children }: LegalPageProps) {
  useEffect(() => {
    document.title = `${title} · Lodestar`;
    return () => {
      document.title = 'Lodestar';
    };
  }, [title]);

  return (
    <div className="legal">
      <header className="legal__header">
        <a className="legal__brand" href="/">
          <span aria-hidden="true">✦</span> Lodestar
        </a>
      </header>
      <main className="legal__body">
        <h1>{title}</h1>
        <p className="legal__updated">Last updated: {LAST_UPDATED}</p>
        {children}
      </main>
    </div>
  );
}

/** The operator's support address from the server's settings, as a mailto link. */
export function SupportEmail() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (config) => live && setEmail(config.supportEmail),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!email) return <>our support address</>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
