export { useTheme, themeStore } from './use-theme';
export { applyTheme, createThemeStore, type ThemeState, type ThemeStore } from './theme-store';
export { ThemeSync } from './theme-sync';
