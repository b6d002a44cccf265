import type { Energy } from '@lodestar/core';

/** The two energy buttons (+ energizing, − draining); pressing the chosen one again clears it. */
export function EnergyButtons({ value, onChange }: { value: Energy | null; onChange(value: Energy | null): void }) {
  return (
    <div className="ta-energy" role="group" aria-label="Energy">
      <button
        type="button"
        className="ta-energy__button ta-energy__button--up"
        aria-pressed={value === 'energizing'}
        onClick={() => onChange(value === 'energizing' ? null : 'energizing')}
      >
        <span aria-hidden="true">+</span> Energizing
      </button>
      <button
        type="button"
        className="ta-energy__button ta-energy__button--down"
        aria-pressed={value === 'draining'}
        onClick={() => onChange(value === 'draining' ? null : 'draining')}
      >
        <span aria-hidden="true">−</span> Draining
      </button>
    </div>
  );
}
