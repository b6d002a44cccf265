import { describe, expect, it } from 'vitest';
import { THEME_META_COLORS, parseThemeChoice, resolveTheme, toggledTheme } from './theme';

describe('theme', () => {
  it('parses stored choices and falls back to system', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('"dark"')).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
  });

  it('resolves system from the OS preference and explicit choices as they are', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('toggles between dark and light', () => {
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
  });

  it('uses the spec meta colours', () => {
    expect(THEME_META_COLORS).toEqual({ dark: '#18181B', light: '#FAFAFA' });
  });
});
