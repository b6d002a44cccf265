import { LegalPage, SupportEmail } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Lodestar is a personal productivity dashboard. This policy explains what we store to run it, why, and how you can
        remove it. We do not sell your data, show advertising, or use third-party analytics or tracking.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account.</strong> Your name, email address and, if you sign in with a password, a salted hash of
          it (never the password itself). If you sign in with Google we receive your name, email address and profile
          picture from Google, and nothing else.
        </li>
        <li>
          <strong>Sessions.</strong> For each signed-in device: when the session started and expires, and the IP address
          and browser description it was created from, so sessions can be reviewed and ended.
        </li>
        <li>
          <strong>Your widget data.</strong> What you put into the dashboard (bookmarks, goals, non-negotiables, wins,
          Pomodoro history, agents, financial figures, time audit entries, scripture reading and settings) is synced to
          our server under your account, so it is the same on every device you sign in on. A copy is kept in your
          browser so the dashboard opens instantly and works offline.
        </li>
        <li>
          <strong>Subscription state.</strong> Payments are handled by our payment provider. We keep the customer and
          subscription identifiers it gives us, the plan, its status and the current billing period. Your card details
          go to the payment provider directly and never reach our servers.
        </li>
        <li>
          <strong>Linked calendars.</strong> If you connect a calendar, we keep the access token needed to read today's
          events. Tokens are encrypted at rest and used only to show your calendar in your dashboard.
        </li>
        <li>
          <strong>Emails we send.</strong> Sign-in links and account messages go to your address through our mail
          provider. Sign-in links expire after 15 minutes and work once.
        </li>
        <li>
          <strong>Server logs.</strong> Each request is logged with its time, path and result, to keep the service
          running and secure. Logs do not contain your widget data and are kept for a limited time.
        </li>
      </ul>

      <h2>Cookies and browser storage</h2>
      <p>
        We use one cookie: the session cookie that keeps you signed in. It is HTTP-only (page scripts cannot read it),
        sent only to this site, and removed when you sign out or the session expires. There are no advertising,
        analytics or third-party cookies. The browser also keeps your widget data for offline use, and, while you wait
        for a sign-in link, the email address it was sent to.
      </p>

      <h2>Who else handles your data</h2>
      <p>
        Only the services needed to run Lodestar: our hosting, the payment provider (for subscriptions), our mail
        provider (for sign-in links), Google (only if you choose Google sign-in or connect a Google calendar) and the
        addresses you configure yourself for automation agents or calendar feeds.
      </p>

      <h2>Deleting your data</h2>
      <p>
        You can delete your account at any time from the Account Information panel. Deleting it cancels any
        subscription and removes your account, your sessions, your synced widget data, your backups and your linked
        calendars from our servers. Signing out and clearing this site's data in your browser removes the local copy.
        Records we must keep by law, such as invoices held by the payment provider, are kept only as long as required.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and change your data in the app, export it from Data &amp; Backup, and ask us for a copy or for its
        deletion. We answer within 30 days.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about privacy: <SupportEmail />.
      </p>
    </LegalPage>
  );
}
