import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

/** Auto-close delay the specification gives for the ordinary notification types. */
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

export type NotificationVariant = 'default' | 'alert' | 'snackbar' | 'with-controls' | 'alert-with-link';

export interface NotificationAreaProps {
  /** Prefix screen readers hear before each announcement ("Notification"). */
  label: string;
  /** Landmark name of the area; `{hotkey}` is replaced by the shortcut (F8), e.g. "Notifications ({hotkey})". */
  regionLabel: string;
  /** The notification(s) to show; the shell shows one at a time and queues the rest. */
  children?: ReactNode;
  /** Keys that move focus into the area. */
  hotkey?: string[];
}

/**
 * The single place notifications appear (Radix Toast provider and viewport). Radix gives a
 * labelled landmark reachable with F8, announcements through a live region, pause of the
 * auto-close timer while hovered or focused (WCAG 2.2.1), Escape and swipe to dismiss.
 */
export function NotificationArea({ label, regionLabel, children, hotkey }: NotificationAreaProps) {
  return (
    <Toast.Provider label={label} swipeDirection="right">
      {children}
      <Toast.Viewport className="pl-notification-area" label={regionLabel} hotkey={hotkey} />
    </Toast.Provider>
  );
}

export interface NotificationAction {
  label: string;
  /** How a screen reader user can do the same without reaching the button (Radix requires it). */
  altText: string;
  onSelect: () => void;
}

export interface NotificationProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * default/snackbar: polite status; alert/alert-with-link: assertive and coloured as a warning;
   * with-controls: shows `actions`; alert-with-link: shows `link`.
   */
  variant?: NotificationVariant;
  title?: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button, from the dictionary. */
  closeLabel: string;
  /** Close after this many ms (NOTIFICATION_AUTO_CLOSE_MS for ordinary types); omit to stay open. */
  autoCloseMs?: number;
  /** Buttons, e.g. "Reload page"; choosing one also closes the notification. */
  actions?: readonly NotificationAction[];
  /** A link element (the router's Link wrapped in ui's <Link asChild>) for alert-with-link. */
  link?: ReactNode;
  className?: string;
}

export function Notification({
  open,
  onOpenChange,
  variant = 'default',
  title,
  description,
  closeLabel,
  autoCloseMs,
  actions,
  link,
  className,
}: NotificationProps) {
  const assertive = variant === 'alert' || variant === 'alert-with-link';
  return (
    <Toast.Root
      open={open}
      onOpenChange={onOpenChange}
      // Radix treats Infinity as "never"; its own default (5 s) must not apply silently.
      duration={autoCloseMs ?? Number.POSITIVE_INFINITY}
      type={assertive ? 'foreground' : 'background'}
      className={cx('pl-notification', `pl-notification--${variant}`, className)}
    >
      <div className="pl-notification__content">
        {title && <Toast.Title className="pl-notification__title">{title}</Toast.Title>}
        {description && (
          <Toast.Description className="pl-notification__description">{description}</Toast.Description>
        )}
        {link && <div className="pl-notification__link">{link}</div>}
      </div>
      {actions && actions.length > 0 && (
        <div className="pl-notification__actions">
          {actions.map((action) => (
            <Toast.Action
              key={action.label}
              altText={action.altText}
              className="pl-button pl-button--secondary pl-button--sm"
              onClick={action.onSelect}
            >
              {action.label}
            </Toast.Action>
          ))}
        </div>
      )}
      <Toast.Close className="pl-notification__close" aria-label={closeLabel}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  );
}
