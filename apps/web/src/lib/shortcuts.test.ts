import { describe, expect, it } from 'vitest';
import { installShortcuts, keepsItsKeys, receiveShortcuts, runShortcut, setSingleKeysEnabled, shortcutFor } from './shortcuts';

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
  it('hands the action to the palette layer, keeps one pressed before it loaded, and follows the switch', () => {
    const seen: string[] = [];
    let wanted = 0;
    const remove = installShortcuts(() => (wanted += 1));
    const early = new KeyboardEvent('keydown', { key: '/', cancelable: true, bubbles: true });
    document.body.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(wanted).toBe(1);
    const release = receiveShortcuts((action) => seen.push(action));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    setSingleKeysEnabled(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    setSingleKeysEnabled(true);
    runShortcut('shortcuts');
    remove();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    release();
    expect(seen).toEqual(['palette', 'music', 'palette', 'shortcuts']);
  });
});
