import type { ComponentPropsWithoutRef } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import './controls.css';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

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
