/** Business constants of the time and energy audit (spec 002 §9, time audit). */
export const TIME_AUDIT_LIMITS = {
  defaultIntervalMinutes: 15,
  minStoredInterval: 2,
  maxStoredInterval: 1440,
  sliderMin: 2,
  sliderMax: 60,
  intervalPresets: [2, 5, 15, 30, 45, 60],
  suggestCountMin: 3,
  suggestCountMax: 10,
  defaultSuggestCount: 5,
  suggestionsKept: 100,
  retentionOptions: [7, 14, 30, 60, 90],
  defaultRetentionDays: 14,
  promptCheckMs: 60_000,
  popupAutoCloseMs: 300_000,
  soundVolume: 0.5,
  taskMaxLength: 500,
  recentChips: 5,
} as const;

export const ENERGIES = ['energizing', 'draining'] as const;
export type Energy = (typeof ENERGIES)[number];

export const VALUE_RATINGS = ['$', '$$', '$$$', '$$$$'] as const;
export type ValueRating = (typeof VALUE_RATINGS)[number];

export const QUADRANT_IDS = ['replacement', 'production', 'delegation', 'investment'] as const;
export type QuadrantId = (typeof QUADRANT_IDS)[number];
export type Placement = QuadrantId | 'unassigned';

/** The prompt's chimes and their labels in the settings (spec 002 §9). */
export const TIME_AUDIT_SOUNDS = [
  { id: 'tracking_chime', label: 'Chime' },
  { id: 'checkmark', label: 'Checkmark' },
  { id: 'double-tap', label: 'Double Tap' },
  { id: 'pen_writing', label: 'Pen Writing' },
  { id: 'pencil_scratch', label: 'Pencil Scratch' },
] as const;
export type TimeAuditSound = (typeof TIME_AUDIT_SOUNDS)[number]['id'];

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
