import { describe, expect, it } from 'vitest';
import { installShortcuts, keepsItsKeys, setSingleKeysEnabled, shortcutFor, shortcutList } from './shortcuts';

function press(key: string, init: Partial<KeyboardEventInit> = {}, target: EventTarget = document.body) {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false, isComposing: false, target, ...init };
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]')!;
}

describe('shortcutFor', () => {
  it('opens the palette with Ctrl+K or Cmd+K, even from a field', () => {
    const field = element('<input data-target>');
    expect(shortcutFor(press('k', { ctrlKey: true }, field), true)).toBe('palette');
    expect(shortcutFor(press('K', { metaKey: true }), true)).toBe('palette');
    expect(shortcutFor(press('k', { ctrlKey: true, shiftKey: true }), true)).toBeNull();
  });

  it("takes '/', '?' and the single keys only when no field has focus", () => {
    expect(shortcutFor(press('/'), true)).toBe('palette');
    expect(shortcutFor(press('?', { shiftKey: true }), true)).toBe('shortcuts');
    expect(shortcutFor(press('f'), true)).toBe('focus');
    expect(shortcutFor(press('p'), true)).toBe('pomodoro');
    expect(shortcutFor(press('m'), true)).toBe('music');
    for (const html of ['<input data-target>', '<textarea data-target></textarea>', '<div contenteditable data-target></div>', '<div role="application"><span data-target></span></div>', '<div role="dialog"><button data-target></button></div>']) {
      const target = element(html);
      expect(keepsItsKeys(target)).toBe(true);
      expect(shortcutFor(press('/', {}, target), true)).toBeNull();
      expect(shortcutFor(press('p', {}, target), true)).toBeNull();
    }
  });

  it('leaves keys with the browsers modifiers, held keys and other letters alone', () => {
    expect(shortcutFor(press('f', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press('f', { altKey: true }), true)).toBeNull();
    expect(shortcutFor(press('p', { repeat: true }), true)).toBeNull();
    expect(shortcutFor(press('P', { shiftKey: true }), true)).toBeNull();
    expect(shortcutFor(press('x'), true)).toBeNull();
    expect(shortcutFor(press('p', { isComposing: true }), true)).toBeNull();
  });

  it('ignores the single keys when they are turned off, but not the palette', () => {
    expect(shortcutFor(press('p'), false)).toBeNull();
    expect(shortcutFor(press('/'), false)).toBe('palette');
  });
});

describe('installShortcuts', () => {
  it('runs the action, takes the key from the page, and follows the switch', () => {
    const seen: string[] = [];
    const remove = installShortcuts((action) => seen.push(action));
    const event = new KeyboardEvent('keydown', { key: 'm', cancelable: true, bubbles: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    setSingleKeysEnabled(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    setSingleKeysEnabled(true);
    remove();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    expect(seen).toEqual(['music', 'palette']);
  });

  it('lists every shortcut with the modifier of the users keyboard', () => {
    expect(shortcutList(true)[0]!.keys).toEqual(['⌘', 'K']);
    expect(shortcutList(false).filter((s) => s.single).map((s) => s.keys[0])).toEqual(['F', 'P', 'M']);
  });
});
