import { describe, expect, it } from 'vitest';
import { isMacLike, shortcutList } from './shortcut-list';

describe('shortcutList', () => {
  it("names the modifier as on the user's keyboard and lists the three single keys", () => {
    expect(shortcutList(true)[0]!.keys).toEqual(['⌘', 'K']);
    expect(shortcutList(false)[0]!.keys).toEqual(['Ctrl', 'K']);
    expect(shortcutList(false).filter((s) => s.single).map((s) => s.keys[0])).toEqual(['F', 'P', 'M']);
    expect(isMacLike({ platform: 'MacIntel', userAgent: '' } as Navigator)).toBe(true);
    expect(isMacLike({ platform: 'Linux x86_64', userAgent: '' } as Navigator)).toBe(false);
  });
});
