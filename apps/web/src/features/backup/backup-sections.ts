import {
  financialSection,
  nonNegotiablesSection,
  settingsSection,
  widgetVisibilitySection,
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
    widgetVisibilitySection,
    settingsSection,
    financialSection,
    nonNegotiablesSection,
  ];
  for (const def of all) if (!byName.has(def.name)) byName.set(def.name, def);
  return [...byName.values()];
}
