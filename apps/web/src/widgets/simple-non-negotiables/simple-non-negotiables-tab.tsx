import { Barbell } from '@phosphor-icons/react';

/** The right-edge tab while collapsed; the shell's button around it carries the name. */
export function SimpleNonNegotiablesTab() {
  return <Barbell size={24} aria-hidden="true" />;
}
