import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearOfWork, homeClearOf, placeToasts, stackBoxAt, toastWidth, type Box, type ToastPlacement } from './toast-placement';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The stack's box for a placement (one 120 px toast), to check it against a dialog's controls. */
function stackBox(place: ToastPlacement, viewport: { width: number; height: number }): Box {
  const width = toastWidth(viewport.width);
  const left = place.left ?? viewport.width - (place.right ?? 0) - width;
  const top = place.top ?? viewport.height - (place.bottom ?? 0) - 120;
  return { left, top, right: left + width, bottom: top + 120 };
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('placeToasts', () => {
  it('keeps the top right corner with no dialog open', () => {
    expect(placeToasts([], desktop)).toEqual({ top: 16, right: 16 });
  });

  it('moves left of a right-hand side panel (the music library), clear of its tabs and close button', () => {
    const panel = { left: 1040, top: 0, right: 1440, bottom: 900 };
    const place = placeToasts([panel], desktop);
    expect(place).toEqual({ top: 16, left: 16 });
    expect(overlaps(stackBox(place, desktop), panel)).toBe(false);
  });

  it('stays at the top right beside a centred modal that leaves room', () => {
    expect(placeToasts([{ left: 470, top: 200, right: 970, bottom: 700 }], desktop)).toEqual({ top: 16, right: 16 });
  });

  it('on a phone goes below a sheet that leaves room, or above one anchored low', () => {
    const high = { left: 0, top: 0, right: 390, bottom: 400 };
    expect(overlaps(stackBox(placeToasts([high], phone), phone), high)).toBe(false);
    const low = { left: 0, top: 300, right: 390, bottom: 736 };
    expect(overlaps(stackBox(placeToasts([low], phone), phone), low)).toBe(false);
  });

  it('leaves the title bar of a full-screen phone dialog free', () => {
    const place = placeToasts([{ left: 0, top: 0, right: 390, bottom: 844 }], phone);
    const titleBar = { left: 0, top: 0, right: 390, bottom: 64 };
    expect(overlaps(stackBox(place, phone), titleBar)).toBe(false);
  });

  describe('clear of the page\'s corner controls', () => {
    // The dashboard at 1440 px: the header's theme and Sign out buttons, and two collapsed widgets' tabs.
    const header = { left: 1150, top: 18, right: 1360, bottom: 62 };
    const tabs = [
      { left: 1380, top: 200, right: 1440, bottom: 260 },
      { left: 1380, top: 290, right: 1440, bottom: 350 },
    ];
    const home = homeClearOf([header], tabs, desktop.width);

    it('stands below the header buttons and left of the right-edge tabs', () => {
      expect(home).toEqual({ top: 78, right: 76 });
      // A tall toast (the sync capacity notice: a title and five lines) covers none of them.
      const stack = { ...stackBox(placeToasts([], desktop, home), desktop), bottom: 78 + 200 };
      for (const control of [header, ...tabs]) expect(overlaps(stack, control)).toBe(false);
    });

    it('is the plain corner where the page has no such controls (a phone without tabs, the login page)', () => {
      expect(homeClearOf([], [], phone.width)).toEqual({ top: 16, right: 16 });
      expect(placeToasts([], phone, homeClearOf([{ left: 200, top: 8, right: 382, bottom: 56 }], [], phone.width))).toEqual({ top: 72, right: 16 });
    });

    it('keeps home beside a centred modal that leaves room, and the corner when only the corner has room', () => {
      expect(placeToasts([{ left: 420, top: 200, right: 900, bottom: 700 }], desktop, home)).toEqual(home);
      // The page behind a modal is inert: its corner controls may be covered rather than the modal.
      expect(placeToasts([{ left: 460, top: 200, right: 960, bottom: 700 }], desktop, home)).toEqual({ top: 16, right: 16 });
    });
  });
});

describe('clearOfWork (issue 35 item 7)', () => {
  it('stays home when the work is elsewhere', () => {
    const addButton = { left: 100, top: 500, right: 300, bottom: 540 };
    expect(clearOfWork({ top: 72, right: 16 }, 80, [addButton], desktop)).toEqual({ top: 72, right: 16 });
  });

  it('moves off the next add button of the bookmark grid under the top right corner', () => {
    const addButton = { left: 1200, top: 90, right: 1400, bottom: 130 };
    const place = clearOfWork({ top: 72, right: 16 }, 80, [addButton], desktop);
    expect(overlaps(stackBoxAt(place, 80, desktop), addButton)).toBe(false);
  });

  it('on a phone stands clear of the clock, greeting and focus line, above the bottom bar', () => {
    const hero = { left: 0, top: 60, right: 390, bottom: 420 };
    const place = clearOfWork({ top: 72, right: 16 }, 90, [hero], phone, 64);
    const box = stackBoxAt(place, 90, phone);
    expect(overlaps(box, hero)).toBe(false);
    expect(box.bottom).toBeLessThanOrEqual(phone.height - 64);
  });

  it('on a phone with the add button low, goes just below the hero', () => {
    const hero = { left: 20, top: 60, right: 370, bottom: 320 };
    const addButton = { left: 16, top: 700, right: 374, bottom: 744 };
    const place = clearOfWork({ top: 72, right: 16 }, 150, [hero, addButton], phone, 64);
    const box = stackBoxAt(place, 150, phone);
    expect([hero, addButton].some((work) => overlaps(box, work))).toBe(false);
    expect(box.top).toBe(328);
  });

  it('never covers more than it must: with no clear place, the least covered one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ left: fc.nat(1400), top: fc.nat(860), w: fc.integer({ min: 1, max: 600 }), h: fc.integer({ min: 1, max: 400 }) }), { maxLength: 4 }),
        (raw) => {
          const avoid = raw.map(({ left, top, w, h }) => ({ left, top, right: left + w, bottom: top + h }));
          const home = { top: 72, right: 16 };
          const chosen = stackBoxAt(clearOfWork(home, 80, avoid, desktop), 80, desktop);
          const cover = (box: Box) => avoid.filter((work) => overlaps(box, work)).length > 0;
          // Home is kept whenever it is clear.
          if (!cover(stackBoxAt(home, 80, desktop))) expect(chosen).toEqual(stackBoxAt(home, 80, desktop));
        },
      ),
    );
  });
});
