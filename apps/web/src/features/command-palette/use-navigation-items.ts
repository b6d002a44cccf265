import { useMemo } from 'react';
import { Gear, SquaresFour, Sidebar } from '@phosphor-icons/react';
import { sendCommand } from '../../lib/commands';
import { PANEL_TITLES } from '../../lib/panel-titles';
import { PANEL_IDS, usePanels } from '../../lib/panels';
import { SETTINGS_SECTIONS } from '../../lib/settings-sections';
import { isAdmin } from '../../lib/shell-user';
import type { PaletteItem } from './palette-item';
import type { PalettePage } from './palette-types';

const SIGNED_IN_PANELS = new Set(['profile', 'subscription', 'account']);

/** Every widget, panel and settings section: choosing one shows it and moves the focus there. */
export function useNavigationItems({ user, widgets }: PalettePage): PaletteItem[] {
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
    for (const id of PANEL_IDS) {
      if (id === 'admin' ? !isAdmin(user) : !user && SIGNED_IN_PANELS.has(id)) continue;
      items.push({ id: `panel:${id}`, group: 'Go to', label: PANEL_TITLES[id], keywords: ['panel', 'open'], icon: Sidebar, run: () => openPanel(id) });
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
  }, [widgets, user, openPanel]);
}
