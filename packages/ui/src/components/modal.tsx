import { Dialog } from 'radix-ui';
import { type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import { cx } from '../lib/cx.ts';
import { pageStyleNonce } from '../lib/style-nonce.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export type ModalSize = 'sm' | 'md' | 'lg';

/** A dismissible modal needs a named close button; a blocking one (must answer) has none. */
type ModalDismissProps =
  | { dismissible?: true /** Accessible name of the × button, from the dictionary. */; closeLabel: string }
  | { dismissible: false; closeLabel?: undefined };

export type ModalProps = ModalDismissProps & {
  /** Required: it names the dialog for screen readers (visually hidden with hideTitle). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (confirm / cancel buttons). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The opening control, e.g. a <Button>; focus returns to it on close. */
  trigger?: ReactElement;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: ModalSize;
  className?: string;
};

/**
 * A modal dialog on Radix Dialog: focus trapped inside, Escape and outside click close it,
 * background is inert and unscrollable, focus goes back to the opener on close.
 */
export function Modal({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  initialFocusRef,
  size = 'md',
  className,
  dismissible = true,
  closeLabel,
}: ModalProps) {
  pageStyleNonce();
  // Radix returns focus to its Trigger. A modal opened from code (the shell's modal router, a
  // notice) has none, so remember what had focus when it opened and go back there.
  const openerRef = useRef<HTMLElement | null>(null);

  const titleNode = <Dialog.Title className="pl-modal__title">{title}</Dialog.Title>;

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="pl-modal__overlay" />
        <Dialog.Content
          className={cx('pl-modal', `pl-modal--${size}`, className)}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (!trigger && opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
          onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
        >
          <div className="pl-modal__header">
            {hideTitle ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            {description && (
              <Dialog.Description className="pl-modal__description">{description}</Dialog.Description>
            )}
          </div>
          <div className="pl-modal__body">{children}</div>
          {footer && <div className="pl-modal__footer">{footer}</div>}
          {/* Last in the DOM so the first Tab stop is the content; CSS puts it top-right. */}
          {dismissible && (
            <Dialog.Close className="pl-modal__close" aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
