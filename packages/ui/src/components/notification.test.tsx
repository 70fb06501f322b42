import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link.tsx';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  Notification,
  NotificationArea,
  type NotificationProps,
} from './notification.tsx';

type Options = Partial<Omit<NotificationProps, 'open' | 'onOpenChange'>>;

/** The shell's part: it owns the open state and is told when the notification closes. */
function Host({ onClosed, ...options }: Options & { onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <NotificationArea label="Notification" regionLabel="Notifications ({hotkey})">
      <Notification
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed?.();
        }}
        title="Bet accepted"
        description="Coupon 1234 is in your history"
        closeLabel="Dismiss"
        {...options}
      />
    </NotificationArea>
  );
}

const visibleTitle = () => screen.queryByText('Bet accepted');

afterEach(cleanup);

describe('Notification', () => {
  it('appears inside a labelled notifications region', () => {
    render(<Host />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(visibleTitle()).toBeTruthy();
  });

  it('closes with its labelled close button and tells the owner', async () => {
    const onClosed = vi.fn();
    render(<Host onClosed={onClosed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(visibleTitle()).toBeNull();
  });

  it('runs an action and closes (with-controls)', async () => {
    const onSelect = vi.fn();
    render(
      <Host
        variant="with-controls"
        actions={[{ label: 'Reload page', altText: 'Reload the page to update', onSelect }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(visibleTitle()).toBeNull();
  });

  it('shows a link for alert-with-link', () => {
    render(
      <Host
        variant="alert-with-link"
        link={
          <Link href="/office/limits" variant="standalone">
            Review limits
          </Link>
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Review limits' }).getAttribute('href')).toBe('/office/limits');
  });

  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('closes by itself after autoCloseMs', () => {
      const onClosed = vi.fn();
      render(<Host autoCloseMs={NOTIFICATION_AUTO_CLOSE_MS} onClosed={onClosed} />);
      act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 100));
      expect(visibleTitle()).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(onClosed).toHaveBeenCalledOnce();
      expect(visibleTitle()).toBeNull();
    });

    it('without autoCloseMs stays until closed (system notices)', () => {
      render(<Host variant="alert" />);
      act(() => vi.advanceTimersByTime(10 * 60_000));
      expect(visibleTitle()).toBeTruthy();
    });
  });
});
