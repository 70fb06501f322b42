import type { ComponentProps, CSSProperties } from 'react';
import { cx } from '../lib/cx.ts';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  shape?: SkeletonShape;
  /** CSS length or px number; text lines default to the full width. */
  width?: string | number;
  height?: string | number;
  /** For shape="text": how many lines; the last one is shorter, like a real paragraph. */
  lines?: number;
}

function size(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A shimmering placeholder with the shape of content that is on its way. Hidden from assistive
 * technology: the container that is loading should say so (aria-busy, or a Spinner's label).
 */
export function Skeleton({
  shape = 'rect',
  width,
  height,
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) {
  const boxStyle: CSSProperties = { width: size(width), height: size(height), ...style };
  const classes = cx('pl-skeleton', `pl-skeleton--${shape}`, className);
  if (shape !== 'text' || lines <= 1) {
    return <span aria-hidden="true" className={classes} style={boxStyle} {...props} />;
  }
  return (
    <span aria-hidden="true" className="pl-skeleton-lines" style={{ width: size(width) }} {...props}>
      {Array.from({ length: lines }, (_, index) => (
        // Lines never reorder, so the index is a stable key here.
        <span key={index} className={classes} style={{ height: size(height), ...style }} />
      ))}
    </span>
  );
}
