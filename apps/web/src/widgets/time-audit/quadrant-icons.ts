import type { Icon } from '@phosphor-icons/react';
import { ArrowsClockwise, Handshake, Plant, RocketLaunch } from '@phosphor-icons/react';
import type { QuadrantId } from '@lodestar/core';

export const QUADRANT_ICONS: Record<QuadrantId, Icon> = {
  replacement: ArrowsClockwise,
  production: RocketLaunch,
  delegation: Handshake,
  investment: Plant,
};
