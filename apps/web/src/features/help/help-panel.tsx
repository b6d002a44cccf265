import { SupportLink } from '../subscription/support-link';
import type { PanelProps } from '../../lib/panels';
import './help.css';

/** Help & Support: how the product keeps and protects the user's data, billing, and who to ask. */
export function HelpPanel({ openPanel }: PanelProps) {
  return (
    <article className="help-panel">
      <section aria-labelledby="help-sync">
        <h3 id="help-sync">How sync works</h3>
        <p>
          Your dashboard is saved in this browser first, so it opens instantly and keeps working offline. While you are
          signed in, every change is also sent to your account and reaches your other devices within moments. Changes made
          offline are sent as soon as you are back online; two devices editing different items never overwrite each other.
        </p>
        <p>Signed out, the demo keeps its data in this browser only; it joins your account the first time you sign in here.</p>
      </section>
      <section aria-labelledby="help-backups">
        <h3 id="help-backups">Backups</h3>
        <ul>
          <li>
            <strong>Automatic backups:</strong> while you are signed in, a copy of your data is kept in this browser, made at
            sign-in and every 5 minutes. If your account&apos;s data ever comes back empty, it is restored for you.
          </li>
          <li>
            <strong>Export Backup</strong> (Settings, Data &amp; Backup) downloads a file such as
            lodestar-backup-2026-01-31.json holding your widgets, bookmarks and settings.
          </li>
          <li>
            <strong>Import Backup</strong> checks the whole file before changing anything. Your current data is saved first,
            so the restore can be undone with <em>Undo restore</em>.
          </li>
        </ul>
      </section>
      <section aria-labelledby="help-billing">
        <h3 id="help-billing">Billing</h3>
        <p>
          Lodestar costs $5 a month or $50 a year (two months free). You can change plan, cancel renewal (you keep access
          until the end of the period you paid for) or manage your card from the{' '}
          <button type="button" className="ui-button ui-button--link help-panel__inline" onClick={() => openPanel('subscription')}>
            Subscription
          </button>{' '}
          panel. Deleting your account cancels any subscription.
        </p>
      </section>
      <section aria-labelledby="help-contact">
        <h3 id="help-contact">Contact</h3>
        <p>
          Questions, problems or ideas: write to <SupportLink />. We answer every message.
        </p>
      </section>
    </article>
  );
}
