import type { Agent } from '../agents/agent-model';
import type { FinancialData } from '../financial/financial-section';
import type { TimeAuditData } from '../time-audit/time-audit-section';
import { WIDGET_IDS, type WidgetId, type WidgetPlacement } from './widget-ids';
import type { WidgetVisibility } from './widget-visibility';

/**
 * Widgets the page shows only once they hold something the user made: shown by default, they would
 * otherwise greet a new subscriber with zeros and empty lists ($0, 'Today 0'). Until then they wait in
 * Settings (and, where they have one, in the edge dock).
 */
export const CONTENT_GATED_WIDGETS = ['agentCards', 'financialTracker', 'timeAudit'] as const satisfies readonly WidgetId[];
export type ContentGatedWidget = (typeof CONTENT_GATED_WIDGETS)[number];

/** For each gated widget: does it hold the user's content? */
export type WidgetContent = Record<ContentGatedWidget, boolean>;

/** Before the user's data is read: nothing counts as content, so no empty card flashes in and out. */
export const NO_WIDGET_CONTENT: WidgetContent = { agentCards: false, financialTracker: false, timeAudit: false };

/** Agents hold content when one of them is meant for the dashboard. */
export const agentsHoldContent = (agents: readonly Pick<Agent, 'displayConfig'>[]): boolean =>
  agents.some((agent) => agent.displayConfig.showOnDashboard);

/** Figures hold content when any amount was entered: a figure, an income stream or a milestone. */
export function financialHoldsContent(data: Pick<FinancialData, 'netWorth' | 'mrr' | 'expenses' | 'streams' | 'milestones'>): boolean {
  const figures = [data.netWorth.current, data.mrr.current, data.expenses.monthly, data.expenses.yearly];
  return figures.some((value) => value !== 0) || Object.keys(data.streams).length > 0 || Object.keys(data.milestones).length > 0;
}

/** The audit holds content once it has an entry or the user has switched tracking on. */
export const timeAuditHoldsContent = (data: Pick<TimeAuditData, 'entries' | 'settings'>): boolean =>
  data.settings.enabled || Object.keys(data.entries).length > 0;

const isGated = (id: WidgetId): id is ContentGatedWidget => (CONTENT_GATED_WIDGETS as readonly WidgetId[]).includes(id);

/**
 * Which widgets stand on the page: a visible widget, unless it is gated, empty and shown only by default.
 * A switch the user turned on in Settings shows the widget even when empty (that is how they fill it in);
 * an always-visible widget always shows.
 */
export function widgetsOnPage(
  visible: WidgetVisibility,
  stored: Readonly<Record<string, unknown>> | null | undefined,
  content: WidgetContent,
  defaults: Readonly<Record<WidgetId, Pick<WidgetPlacement, 'alwaysVisible'>>>,
): WidgetVisibility {
  const result = {} as WidgetVisibility;
  for (const id of WIDGET_IDS) {
    const chosen = stored != null && Object.hasOwn(stored, id) && stored[id] === true;
    result[id] = visible[id] && (defaults[id].alwaysVisible || chosen || !isGated(id) || content[id]);
  }
  return result;
}
