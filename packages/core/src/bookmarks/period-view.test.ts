import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_PERIODS, type TimePeriod } from './periods';
import { addedElsewhere, viewedPeriod } from './period-view';

const period = fc.constantFrom<TimePeriod>(...TIME_PERIODS);

describe('viewedPeriod', () => {
  it('shows the current period when nothing was picked', () => {
    expect(viewedPeriod('evening', null)).toBe('evening');
  });

  it('keeps a pick while the period it was made in lasts', () => {
    expect(viewedPeriod('morning', { period: 'evening', madeDuring: 'morning' })).toBe('evening');
  });

  it('follows the clock again once the period has changed', () => {
    expect(viewedPeriod('afternoon', { period: 'evening', madeDuring: 'morning' })).toBe('afternoon');
  });

  it('is always either the pick or the current period', () => {
    fc.assert(
      fc.property(period, period, period, (current, picked, madeDuring) => {
        const viewed = viewedPeriod(current, { period: picked, madeDuring });
        expect([current, picked]).toContain(viewed);
        expect(viewed === picked || madeDuring !== current).toBe(true);
      }),
    );
  });
});

describe('addedElsewhere', () => {
  it('names the period of a card added for another time of day', () => {
    expect(addedElsewhere('evening', 'morning')).toBe('evening');
  });

  it('is null for a card that shows in the viewed cards', () => {
    expect(addedElsewhere('morning', 'morning')).toBeNull();
    expect(addedElsewhere('always', 'afternoon')).toBeNull();
  });

  it('names a period exactly when the card is not among the viewed cards', () => {
    fc.assert(
      fc.property(fc.oneof(period, fc.constant('always' as const)), period, (show, viewed) => {
        const shownHere = show === 'always' || show === viewed;
        expect(addedElsewhere(show, viewed)).toBe(shownHere ? null : show);
      }),
    );
  });
});
