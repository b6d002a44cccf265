import { Gift } from '@phosphor-icons/react';
import { FREE_ACCESS_LABEL, plural } from '@lodestar/core';
import type { SubscriptionView } from './billing-api';

/**
 * An admin's free grant: access until a date, nothing billed. Not a plan with a billing date, an
 * amount or a renewal to cancel; the panel offers the plans beside it for keeping access afterwards.
 */
export function FreeAccessView({ subscription }: { subscription: SubscriptionView }) {
  const until = subscription.nextBillingDate;
  return (
    <section className="free-access" aria-labelledby="free-access-title">
      <Gift size={32} aria-hidden="true" />
      <h3 id="free-access-title" className="free-access__title">
        {FREE_ACCESS_LABEL}
      </h3>
      <p>{until ? `You have free access to every feature until ${until}.` : 'You have free access to every feature, with no end date.'}</p>
      {subscription.daysRemaining !== null && (
        <p className="free-access__days">{`${plural(subscription.daysRemaining, 'day')} left`}</p>
      )}
      <p className="free-access__note">
        {until
          ? `It was given to you, so no card is on file and nothing is charged. To keep access after ${until}, choose a plan; it starts when you subscribe.`
          : 'It was given to you, so no card is on file and nothing is charged.'}
      </p>
    </section>
  );
}
