import { useMemo, useState } from 'react';
import { Fire } from '@phosphor-icons/react';
import {
  completionStreak,
  financialIndependenceBadge,
  financialIndependencePercent,
  financialSection,
  formatCurrency,
  hasFinancialFigures,
  nonNegotiableItems,
  nonNegotiablesSection,
  settingsSection,
} from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { NonNegotiableIcons } from './non-negotiable-icons';
import { useAutoHide } from './use-auto-hide';
import './header-metrics.css';

/** What a hidden figure shows: the same for every amount, so its length says nothing either. */
export const HIDDEN_FIGURE = '••••';

/**
 * The header's metrics: Net Worth, MRR with the financial-independence badge, today's non-negotiables and their
 * streak, each as the top menu settings say, as small text under the centre of the page. The money is private
 * by default: '••••' until the user clicks it (for this visit), unless the settings keep it shown. Shows once the
 * user has entered a figure in the financial tracker.
 */
export function HeaderMetrics() {
  const { topMenuSettings: show } = useSection(settingsSection).data;
  const financial = useSection(financialSection).data;
  const nonNegotiables = useSection(nonNegotiablesSection).data;
  const hidden = useAutoHide(show.autoHideOnScroll);
  const [revealed, setRevealed] = useState(false);
  const items = useMemo(() => nonNegotiableItems(nonNegotiables), [nonNegotiables]);
  const streak = useMemo(
    () => (show.showStreak ? completionStreak(nonNegotiables, items, new Date()) : 0),
    [show.showStreak, nonNegotiables, items],
  );

  // Net worth and MRR only once the user has entered a figure: the Financial Tracker invites them until then.
  const money = hasFinancialFigures(financial);
  const showNetWorth = show.showNetWorth && money;
  const showMRR = show.showMRR && money;
  if (!showNetWorth && !showMRR && !show.showNonNegotiables && !show.showStreak) return null;
  const badge = financialIndependenceBadge(financialIndependencePercent(financial.mrr.current, financial.expenses.monthly));
  const open = show.revealMoney || revealed;
  const figure = (amount: string) => (open ? amount : HIDDEN_FIGURE);

  const figures = (
    <>
      {showNetWorth && (
        <span className="header-metrics__metric">
          <span className="header-metrics__label">Net Worth</span>
          <span className="header-metrics__value">{figure(formatCurrency(financial.netWorth.current))}</span>
        </span>
      )}
      {showMRR && (
        <span className="header-metrics__metric">
          <span className="header-metrics__label">MRR</span>
          <span className="header-metrics__value">{figure(formatCurrency(financial.mrr.current))}</span>
          {badge && (
            <span className="header-metrics__badge" title="Financial independence: MRR over monthly expenses">
              {`${open ? badge : '••'} FI`}
            </span>
          )}
        </span>
      )}
    </>
  );

  return (
    <div className="header-metrics" role="group" aria-label="Header metrics" data-hidden={hidden} inert={hidden}>
      {(showNetWorth || showMRR) &&
        (show.revealMoney ? (
          <p className="header-metrics__money">{figures}</p>
        ) : (
          <button
            type="button"
            className="header-metrics__money"
            aria-pressed={revealed}
            // Hidden, the dots say nothing: the button says what it does. Shown, its name is the figures.
            aria-label={revealed ? undefined : 'Show money figures'}
            title={revealed ? 'Hide money figures' : 'Show money figures'}
            onClick={() => setRevealed((current) => !current)}
          >
            {figures}
          </button>
        ))}
      {show.showNonNegotiables && <NonNegotiableIcons items={items} />}
      {show.showStreak && (
        <p className="header-metrics__metric header-metrics__streak">
          <Fire size={18} weight="fill" aria-hidden="true" />
          <span>{`${streak} day streak`}</span>
        </p>
      )}
    </div>
  );
}
