import { useMemo } from 'react';
import { Barbell } from '@phosphor-icons/react';
import { nonNegotiableItems, nonNegotiablesSection, nonNegotiablesToday, remainingCount } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useNow } from './use-now';
import './non-negotiables-widget.css';

/** The right-edge tab: the icon and a badge with the items left today. */
export function NonNegotiablesTab() {
  const { data } = useSection(nonNegotiablesSection);
  const now = useNow();
  const items = useMemo(() => nonNegotiableItems(data), [data]);
  const left = remainingCount(data, items, nonNegotiablesToday(data, now));
  return (
    <span className="nn-tab">
      <Barbell size={24} aria-hidden="true" />
      {left > 0 && (
        // The tab's name is its widget's ('Open Non-Negotiables'); the count is for the eye, as its title says.
        <span className="nn-tab__badge" data-testid="non-negotiables-badge" title={`${left} left today`} aria-hidden="true">
          {left}
        </span>
      )}
    </span>
  );
}
