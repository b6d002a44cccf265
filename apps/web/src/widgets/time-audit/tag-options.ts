import { VALUE_RATINGS, type Energy, type ValueRating } from '@lodestar/core';

/** Select options; Radix select values cannot be '', so 'none' stands for no tag. */
export const ENERGY_OPTIONS = [
  { value: 'none', label: 'No energy' },
  { value: 'energizing', label: 'Energizing' },
  { value: 'draining', label: 'Draining' },
];

export const VALUE_OPTIONS = [{ value: 'none', label: 'No value' }, ...VALUE_RATINGS.map((rating) => ({ value: rating, label: rating }))];

export const toEnergy = (value: string): Energy | null => (value === 'energizing' || value === 'draining' ? value : null);
export const toValue = (value: string): ValueRating | null => ((VALUE_RATINGS as readonly string[]).includes(value) ? (value as ValueRating) : null);

export const ENERGY_LABEL: Record<Energy, string> = { energizing: 'Energizing', draining: 'Draining' };
