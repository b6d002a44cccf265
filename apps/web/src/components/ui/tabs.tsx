import type { ComponentPropsWithoutRef } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import './tabs.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** Radix tabs (arrow keys move between tabs, each panel labelled by its tab) in the product's style. */
export function Tabs({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={join('ui-tabs', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={join('ui-tabs__list', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={join('ui-tabs__trigger', className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={join('ui-tabs__content', className)} {...props} />;
}
