import {
  agentsSection,
  bookmarksSection,
  calendarSection,
  financialSection,
  musicSection,
  nonNegotiablesSection,
  pomodoroSection,
  reviewGoalsSection,
  scriptureSection,
  settingsSection,
  startPageSection,
  timeAuditSection,
  widgetVisibilitySection,
  winsSection,
  type AnySectionDefinition,
} from '@lodestar/core';
import { WIDGET_LIST } from '../../widgets/registry';

/**
 * Every synced section a backup holds: each widget's own section (so a new widget is backed up as
 * soon as it is registered), the account-wide ones, and those the header reads. One definition per name.
 */
export function backupDefinitions(): AnySectionDefinition[] {
  const byName = new Map<string, AnySectionDefinition>();
  const all: AnySectionDefinition[] = [
    ...WIDGET_LIST.flatMap((widget) => (widget.section ? [widget.section] : [])),
    // Widgets keep their section out of their definition (it would load with the shell): listed here.
    bookmarksSection,
    widgetVisibilitySection,
    settingsSection,
    startPageSection,
    financialSection,
    nonNegotiablesSection,
    reviewGoalsSection,
    winsSection,
    timeAuditSection,
    agentsSection,
    calendarSection,
    musicSection,
    pomodoroSection,
    scriptureSection,
  ];
  for (const def of all) if (!byName.has(def.name)) byName.set(def.name, def);
  return [...byName.values()];
}
