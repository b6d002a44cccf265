import { useMemo } from 'react';
import { Gear, SquaresFour, Sidebar } from '@phosphor-icons/react';
import { sendCommand } from '../../lib/commands';
import { usePanels } from '../../lib/panels';
import { SETTINGS_SECTIONS } from '../../lib/settings-sections';
import type { PaletteItem } from './palette-item';
import type { PalettePage } from './palette-types';

/** Every widget, panel and settings section: choosing one shows it and moves the focus there. */
export function useNavigationItems({ user, widgets, panels }: PalettePage): PaletteItem[] {
  const { openPanel } = usePanels();
  return useMemo(() => {
    const items: PaletteItem[] = [];
    for (const widget of widgets) {
      items.push({
        id: `widget:${widget.id}`,
        group: 'Go to',
        label: widget.title,
        keywords: ['widget', 'show'],
        icon: SquaresFour,
        run: () => sendCommand('shell.revealWidget', { id: widget.id }),
      });
    }
    for (const panel of panels) {
      items.push({ id: `panel:${panel.id}`, group: 'Go to', label: panel.title, keywords: ['panel', 'open'], icon: Sidebar, run: () => openPanel(panel.id) });
    }
    for (const section of SETTINGS_SECTIONS) {
      if (section.signedInOnly && !user) continue;
      items.push({
        id: `settings:${section.title}`,
        group: 'Settings',
        label: `Settings: ${section.title}`,
        keywords: ['preferences', 'options'],
        icon: Gear,
        run: () => {
          openPanel('settings');
          sendCommand('settings.section', { title: section.title });
        },
      });
    }
    return items;
  }, [widgets, panels, user, openPanel]);
}
