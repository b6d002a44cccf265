import type { ComponentPropsWithoutRef } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import './controls.css';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;
/** What the panel sits by, when that is not the trigger (`virtualRef`: an element the caller already has). */
export const PopoverAnchor = RadixPopover.Anchor;

/** The floating panel, portalled, in the product's surface style. */
export function PopoverContent({ className, sideOffset = 6, ...props }: ComponentPropsWithoutRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        className={['ui-popover', className ?? ''].filter(Boolean).join(' ')}
        sideOffset={sideOffset}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
