import { useCallback, useEffect } from 'react';
import { financialSection, newlyAchieved, type FinancialPatch, type IncomeStream, type Milestone } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { useSection } from '../../lib/sync';
import { newId } from './new-id';

/**
 * The tracker's synced data and its writes. Whenever a figure reaches a milestone's target, the
 * milestone is marked achieved with today's date (once).
 */
export function useFinancial() {
  const { data, ready, transact, putRecord, removeRecord } = useSection(financialSection);

  useEffect(() => {
    if (!ready) return;
    const reached = newlyAchieved(data, new Date());
    if (reached.length === 0) return;
    transact((section) => reached.forEach(({ id, milestone }) => section.putRecord('milestones', id, milestone)));
    for (const { milestone } of reached) {
      notify({ type: 'success', title: 'Milestone achieved!', message: milestone.name, source: 'financialTracker', duration: 8000 });
    }
  }, [data, ready, transact]);

  const save = useCallback(
    (patch: FinancialPatch) =>
      transact((section) => {
        if (patch.netWorth) section.setField('netWorth', patch.netWorth);
        if (patch.mrr) section.setField('mrr', patch.mrr);
        if (patch.expenses) section.setField('expenses', patch.expenses);
        if (patch.month) section.putRecord('history', patch.month.month, patch.month);
      }),
    [transact],
  );

  return {
    data,
    ready,
    save,
    addStream: useCallback((stream: IncomeStream) => putRecord('streams', newId(), stream), [putRecord]),
    removeStream: useCallback((id: string) => removeRecord('streams', id), [removeRecord]),
    addMilestone: useCallback((milestone: Milestone) => putRecord('milestones', newId(), milestone), [putRecord]),
    removeMilestone: useCallback((id: string) => removeRecord('milestones', id), [removeRecord]),
  };
}
