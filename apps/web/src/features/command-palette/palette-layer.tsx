import { useEffect, useRef, useState } from 'react';
import { settingsSection } from '@lodestar/core';
import { onCommand } from '../../lib/commands';
import { receiveShortcuts, setSingleKeysEnabled } from '../../lib/shortcuts';
import { useSection } from '../../lib/sync';
import { CommandPalette } from './command-palette';
import type { PalettePage } from './palette-types';
import { ShortcutsDialog } from './shortcuts-dialog';
import { showWidget } from './show-widget';
import { runSingleKey } from './single-keys';

/**
 * The keyboard's lazy half (lib/shortcuts is the eager listener), mounted once the dashboard has settled or a
 * shortcut came first: shows the palette or the shortcuts list, runs the single keys, keeps lib/shortcuts'
 * copy of the synced single-key switch current, and carries the shell's part of the commands.
 */
export function PaletteLayer(page: PalettePage) {
  const [view, setView] = useState<'search' | 'shortcuts' | null>(null);
  const { data, ready } = useSection(settingsSection);
  const singleKeys = data.keyboard.singleKeys;
  useEffect(() => {
    if (ready) setSingleKeysEnabled(singleKeys);
  }, [ready, singleKeys]);

  useEffect(
    () =>
      receiveShortcuts((action) => {
        if (action === 'palette') setView('search');
        else if (action === 'shortcuts') setView('shortcuts');
        else runSingleKey(action);
      }),
    [],
  );

  const shell = useRef(page.shell);
  shell.current = page.shell;
  useEffect(() => {
    const stopReveal = onCommand('shell.revealWidget', ({ id }) => showWidget(shell.current, id, true));
    const stopShow = onCommand('shell.showWidget', ({ id }) => showWidget(shell.current, id, false));
    return () => {
      stopReveal();
      stopShow();
    };
  }, []);

  const close = () => setView(null);
  if (view === 'search') return <CommandPalette page={page} onClose={close} onShowShortcuts={() => setView('shortcuts')} />;
  if (view === 'shortcuts') return <ShortcutsDialog singleKeys={singleKeys} onClose={close} />;
  return null;
}
