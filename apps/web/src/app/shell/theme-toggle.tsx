import { Moon, Sun } from '@phosphor-icons/react';
import { useTheme } from '../../lib/theme';

/** Flips between light and dark; named after what it does next. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { resolved, toggle } = useTheme();
  const label = resolved === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      className={withLabel ? 'ui-menu-row' : 'icon-button'}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {resolved === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
      {withLabel && <span aria-hidden="true">{resolved === 'dark' ? 'Light mode' : 'Dark mode'}</span>}
    </button>
  );
}
