import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';

// Thin styled wrappers over Radix Tabs, named after the ARIA roles they render. Radix provides
// the roving tabindex, arrow keys (wrapping), Home/End and the tab ↔ panel wiring.

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;

/** Root: `value`/`defaultValue`/`onValueChange`; `activationMode="manual"` for costly panels. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RadixTabs.Root className={cx('pl-tabs', className)} {...props} />;
}

export interface TabListProps extends Omit<ComponentProps<typeof RadixTabs.List>, 'aria-label'> {
  /** Names the tab list for screen readers ("Sports", "Bet history filters"). */
  label: string;
}

/** A single row of tabs; it scrolls sideways when it does not fit the screen. */
export function TabList({ label, className, ...props }: TabListProps) {
  return <RadixTabs.List aria-label={label} className={cx('pl-tabs__list', className)} {...props} />;
}

export type TabProps = ComponentProps<typeof RadixTabs.Trigger>;

export function Tab({ className, ...props }: TabProps) {
  return <RadixTabs.Trigger className={cx('pl-tabs__tab', className)} {...props} />;
}

export type TabPanelProps = ComponentProps<typeof RadixTabs.Content>;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RadixTabs.Content className={cx('pl-tabs__panel', className)} {...props} />;
}
