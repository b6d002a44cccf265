import { Timer } from '@phosphor-icons/react';

/** The right-edge tab while collapsed; the shell's button around it carries the name. */
export function PomodoroTab() {
  return <Timer size={24} aria-hidden="true" />;
}
