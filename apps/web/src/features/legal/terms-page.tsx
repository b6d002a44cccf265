import { LegalPage, SupportEmail } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Lodestar, a personal productivity dashboard. By creating an account you accept
        them.
      </p>

      <h2>Your account</h2>
      <p>
        You need an account to use Lodestar. Keep your sign-in details to yourself; you are responsible for what happens
        under your account. Tell us at once if you think someone else has access to it.
      </p>

      <h2>Subscription and billing</h2>
      <ul>
        <li>Lodestar costs $5 per month or $50 per year, paid in advance through our payment provider.</li>
        <li>Your subscription renews automatically at the end of each period until you cancel it.</li>
        <li>
          You can cancel renewal at any time from the Subscription panel; you keep access until the end of the period
          you have paid for. Unless the law requires otherwise, periods already paid are not refunded.
        </li>
        <li>We will tell you in advance of any price change; it applies from your next renewal.</li>
      </ul>

      <h2>Your content</h2>
      <p>
        What you put into your dashboard stays yours. You give us permission to store, sync and display it only to
        provide the service to you. You can export it or delete it at any time, as described in the{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>

      <h2>Acceptable use</h2>
      <p>
        Do not use Lodestar to break the law, to attack or overload our systems or anyone else's, to access other
        people's accounts, or to make automation agents fetch content you are not allowed to fetch. We may suspend
        accounts that do.
      </p>

      <h2>Third-party content</h2>
      <p>
        Calendars, feeds, music and sites you link are provided by others; we are not responsible for their content or
        availability. Summaries produced by AI-powered agents can be wrong: check anything important.
      </p>

      <h2>Availability and changes</h2>
      <p>
        We work to keep Lodestar available and your data safe, but the service is provided as it is, without
        guarantees of uninterrupted operation. We may change features; if we change these terms in a way that matters,
        we will tell you before the change takes effect.
      </p>

      <h2>Ending</h2>
      <p>
        You can stop using Lodestar and delete your account at any time. We may end the service for an account that
        breaks these terms, and will refund any unused prepaid period if we end it for another reason.
      </p>

      <h2>Liability</h2>
      <p>
        To the extent the law allows, our total liability to you is limited to the amount you paid us in the twelve
        months before the claim.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportEmail />.
      </p>
    </LegalPage>
  );
}
