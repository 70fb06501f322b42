import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cx } from './cx.ts';

type SlotProps = Record<string, unknown> & { children?: ReactNode; className?: string };

/**
 * What `asChild` renders: the single child element, given this component's props instead of a
 * wrapper element of its own — class names joined, both event handlers run (the child's first),
 * both refs set, and otherwise the child's own props win. Radix's Slot does the same, but it costs
 * 1.4 KB gzip on every page (the home page's JavaScript budget) for the three components here.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<Record<string, unknown>>(child)) return null;
  const childProps = child.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function')
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
  }
  if (slotProps.ref && childProps.ref)
    merged.ref = composeRefs(childProps.ref as Ref<unknown>, slotProps.ref as Ref<unknown>);
  merged.className = cx(slotProps.className, childProps.className as string | undefined);
  return cloneElement(child, merged);
}

function composeRefs(...refs: Ref<unknown>[]): (value: unknown) => void {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: unknown }).current = value;
    }
  };
}
