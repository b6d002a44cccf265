/** The mark on a perk this account does not have yet. */
export function YearlyBadge({ id }: { id?: string }) {
  return (
    <span className="yearly-badge" id={id}>
      Yearly plan
    </span>
  );
}

/** Why a perk is locked, and the way to the plan that opens it (the Subscription panel's Change Plan). */
export function YearlyUpsell({ what, onChangePlan }: { what: string; onChangePlan(): void }) {
  return (
    <p className="yearly-upsell">
      <span>{what} come with the yearly plan.</span>
      <button type="button" className="ui-button ui-button--link" onClick={onChangePlan}>
        Change plan
      </button>
    </p>
  );
}
