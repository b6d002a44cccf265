import type { reviewGoalsSection } from '@lodestar/core';
import type { SectionHandle } from '../../lib/sync';

/** The review goals section as every view of the widget reads and writes it. */
export type ReviewSection = SectionHandle<typeof reviewGoalsSection>;
