import { useId } from 'react';
import { Check } from '@phosphor-icons/react';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '@lodestar/core';

const FEATURES: Record<PaidPlanId, string[]> = {
  monthly: ['All widgets', 'Cloud sync', 'Automatic backups', 'Priority support'],
  yearly: ['Everything in Monthly', '2 months free', 'Early access', 'Exclusive themes'],
};

/** The gate shows the saving as the spec's yearly card does; the panel as its BEST VALUE plan. */
const YEARLY_HIGHLIGHT = {
  gate: { badge: PLANS.yearly.badge, note: PLANS.yearly.savingsLabel },
  panel: { badge: 'BEST VALUE', note: 'Save $10 per year' },
};

interface PlanChooserProps {
  value: PaidPlanId;
  onChange(plan: PaidPlanId): void;
  disabled?: boolean;
  variant?: keyof typeof YEARLY_HIGHLIGHT;
  /** The plan a subscriber holds now, marked 'Current plan' when changing plans. */
  currentPlan?: PaidPlanId;
}

/** The two plans as selectable cards: a radio group, so arrows and Space work as for any radio button. */
export function PlanChooser({ value, onChange, disabled = false, variant = 'gate', currentPlan }: PlanChooserProps) {
  const id = useId();
  return (
    <div className="plan-cards" role="radiogroup" aria-label="Plans">
      {PAID_PLAN_IDS.map((planId) => {
        const plan = PLANS[planId];
        const highlight = planId === 'yearly' ? YEARLY_HIGHLIGHT[variant] : null;
        const selected = planId === value;
        return (
          <label key={planId} className="plan-card" data-selected={selected} data-disabled={disabled}>
            <input
              type="radio"
              className="plan-card__radio"
              name={`${id}-plan`}
              value={planId}
              checked={selected}
              disabled={disabled}
              onChange={() => onChange(planId)}
              aria-labelledby={`${id}-${planId}-name ${id}-${planId}-price${planId === currentPlan ? ` ${id}-current` : ''}`}
              aria-describedby={`${id}-${planId}-features`}
            />
            <span className="plan-card__head">
              <span id={`${id}-${planId}-name`} className="plan-card__name">
                {plan.name}
              </span>
              {highlight && <span className="plan-badge">{highlight.badge}</span>}
              {planId === currentPlan && (
                <span id={`${id}-current`} className="plan-badge plan-badge--current">
                  Current plan
                </span>
              )}
            </span>
            <span id={`${id}-${planId}-price`} className="plan-card__price">
              {plan.priceLabel}
            </span>
            {highlight && <span className="plan-card__saving">{highlight.note}</span>}
            <ul id={`${id}-${planId}-features`} className="plan-card__features">
              {FEATURES[planId].map((feature) => (
                <li key={feature}>
                  <Check size={16} weight="bold" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </label>
        );
      })}
    </div>
  );
}
