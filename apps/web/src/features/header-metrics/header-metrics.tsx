import { useMemo } from 'react';
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

/**
 * The header's metrics bar: Net Worth, MRR with the financial-independence badge, today's
 * non-negotiables and their streak, each as the top menu settings say. Reads the synced sections; the money
 * shows once the user has entered a figure in the financial tracker.
 */
export function HeaderMetrics() {
  const { topMenuSettings: show } = useSection(settingsSection).data;
  const financial = useSection(financialSection).data;
  const nonNegotiables = useSection(nonNegotiablesSection).data;
  const hidden = useAutoHide(show.autoHideOnScroll);
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

  return (
    <div className="header-metrics" role="group" aria-label="Header metrics" data-hidden={hidden} inert={hidden}>
      {showNetWorth && (
        <p className="header-metrics__metric">
          <span className="header-metrics__label">Net Worth</span>
          <span className="header-metrics__value">{formatCurrency(financial.netWorth.current)}</span>
        </p>
      )}
      {showMRR && (
        <p className="header-metrics__metric">
          <span className="header-metrics__label">MRR</span>
          <span className="header-metrics__value">{formatCurrency(financial.mrr.current)}</span>
          {badge && (
            <span className="header-metrics__badge" title="Financial independence: MRR over monthly expenses">
              {`${badge} FI`}
            </span>
          )}
        </p>
      )}
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
