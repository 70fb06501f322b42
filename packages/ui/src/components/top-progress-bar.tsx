import { type CSSProperties, useEffect, useState } from 'react';
import { cx } from '../lib/cx.ts';

/** Specification: the bar shows only for navigations that last longer than this. */
export const PROGRESS_THROTTLE_MS = 200;
/** Specification: time the simulated progress takes to creep towards the end. */
export const PROGRESS_DURATION_MS = 5000;
/** Fill to the end, then fade: --pl-duration-fast + --pl-duration-normal in styles.css, rounded up. */
const FINISH_MS = 350;

export interface TopProgressBarProps {
  /** True while a navigation (or anything page-wide) is in progress. */
  active: boolean;
  /** Accessible name, e.g. "Loading page". */
  label: string;
  /** Real progress 0-100 when known; otherwise the bar is indeterminate (no aria-valuenow). */
  value?: number;
  throttleMs?: number;
  durationMs?: number;
  className?: string;
}

type Phase = 'hidden' | 'running' | 'finishing';

/**
 * A thin bar at the top of the page during navigation. It appears only after `throttleMs`, so
 * quick navigations do not flash; while running it creeps towards 90% over `durationMs` (pure
 * CSS: the real duration is unknown, so aria-valuenow is left out rather than made up); when
 * `active` turns false it completes and fades.
 */
export function TopProgressBar({
  active,
  label,
  value,
  throttleMs = PROGRESS_THROTTLE_MS,
  durationMs = PROGRESS_DURATION_MS,
  className,
}: TopProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (!active) {
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      return;
    }
    // A new navigation while the previous one is fading: keep the bar instead of flickering.
    setPhase((current) => (current === 'finishing' ? 'running' : current));
    const timer = setTimeout(() => setPhase('running'), throttleMs);
    return () => clearTimeout(timer);
  }, [active, throttleMs]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('hidden'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;

  const finishing = phase === 'finishing';
  const known = value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(value)));
  const now = finishing ? 100 : known;
  const style = { '--pl-progress-duration': `${durationMs}ms` } as CSSProperties;

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      className={cx(
        'pl-progress',
        now === undefined && 'pl-progress--indeterminate',
        finishing && 'pl-progress--finishing',
        className,
      )}
      style={style}
    >
      <div
        className="pl-progress__bar"
        style={known !== undefined && !finishing ? { transform: `scaleX(${known / 100})` } : undefined}
      />
    </div>
  );
}
