import { useTheme } from './use-theme';

/**
 * Mounted once at the app root so every page (the login page too) follows the OS preference and
 * choices made in other tabs, not only pages that show a theme control.
 */
export function ThemeSync(): null {
  useTheme();
  return null;
}
