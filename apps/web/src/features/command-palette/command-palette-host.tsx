import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { sendCommand, sendWidgetCommand, useCommand } from '../../lib/commands';
import { installShortcuts, type ShortcutAction } from '../../lib/shortcuts';
import type { PalettePage } from './palette-types';

// The palette (cmdk, the item lists) and the shortcuts list are one chunk, asked for once the dashboard has
// settled (never among the new tab's first requests) or on the first key press, whichever comes first.
const load = () => import('./command-palette');
const CommandPalette = lazy(() => load().then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazy(() => load().then((m) => ({ default: m.ShortcutsDialog })));
const ShortcutSettingsSync = lazy(() => load().then((m) => ({ default: m.ShortcutSettingsSync })));

type View = 'search' | 'shortcuts' | null;

interface CommandPaletteHostProps extends PalettePage {
  /** The dashboard has settled (its first card shown): the palette's code may load now. */
  settled: boolean;
}

/** The keyboard's entry points: the eager shortcut listener, and the lazy palette and shortcuts list. */
export function CommandPaletteHost({ settled, ...page }: CommandPaletteHostProps) {
  const [view, setView] = useState<View>(null);
  const close = useCallback(() => setView(null), []);

  useEffect(
    () =>
      installShortcuts((action: ShortcutAction) => {
        if (action === 'palette') setView('search');
        else if (action === 'shortcuts') setView('shortcuts');
        else if (action === 'focus') sendCommand('focus.edit', {});
        else if (action === 'pomodoro') sendWidgetCommand('pomodoro', 'pomodoro', { action: 'toggle' });
        else sendCommand('music', { action: 'toggle' });
      }),
    [],
  );
  // The header's search button.
  useCommand('palette.open', ({ view: next }) => setView(next));

  return (
    <Suspense fallback={null}>
      {(settled || view) && <ShortcutSettingsSync />}
      {view === 'search' && <CommandPalette page={page} onClose={close} onShowShortcuts={() => setView('shortcuts')} />}
      {view === 'shortcuts' && <ShortcutsDialog onClose={close} />}
    </Suspense>
  );
}
