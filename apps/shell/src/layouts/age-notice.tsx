import { Button } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isSearchBot } from '../navigation/checks/is-search-bot.ts';
import { useShellData } from '../state/shell-data.tsx';

/** Age confirmation is kept 3 days (ARCHITECTURE decision 2: 259 200 000 ms). */
export const ageConfirmationLifetimeMs = 259_200_000;
const storageKey = 'parlay:age-confirmed-until';

export function isAgeConfirmed(now: number, storedUntil: string | null): boolean {
  return storedUntil !== null && Number(storedUntil) > now;
}

function isConfirmedNow(): boolean {
  return (
    isAgeConfirmed(Date.now(), localStorage.getItem(storageKey)) ||
    sessionStorage.getItem(storageKey) === 'yes'
  );
}

/**
 * The age-restriction notice (seed 000 §5): shown while the minimum age is set and the visitor has
 * not confirmed; it cannot be dismissed without confirming (Escape does nothing). Leaving goes to a
 * neutral page. A native modal <dialog> keeps focus inside and the page behind it inert.
 */
export function AgeNotice() {
  const { t } = useTranslation();
  const { config } = useShellData();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(config.minAge > 0 && !isConfirmedNow() && !isSearchBot(navigator.userAgent));
  }, [config.minAge]);

  useEffect(() => {
    if (open && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [open]);

  if (!open) return null;
  const confirm = () => {
    localStorage.setItem(storageKey, String(Date.now() + ageConfirmationLifetimeMs));
    sessionStorage.setItem(storageKey, 'yes');
    dialogRef.current?.close();
    setOpen(false);
  };
  return (
    <dialog
      ref={dialogRef}
      className="shell-age-notice"
      aria-labelledby="age-title"
      aria-describedby="age-text"
      onCancel={(event) => event.preventDefault()}
      // Browsers let a second Escape close a modal dialog whatever the page says: reopen it.
      onClose={() => {
        if (!isConfirmedNow()) dialogRef.current?.showModal();
      }}
    >
      <h2 id="age-title">{t('age_title', { age: config.minAge })}</h2>
      <p id="age-text">{t('age_text', { age: config.minAge })}</p>
      <div className="shell-age-notice__actions">
        <Button onClick={confirm}>{t('age_confirm', { age: config.minAge })}</Button>
        <Button variant="ghost" onClick={() => window.location.assign('https://www.begambleaware.org/')}>
          {t('age_leave')}
        </Button>
      </div>
    </dialog>
  );
}
