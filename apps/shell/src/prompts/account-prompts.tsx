import { type ComponentType, useEffect, useState } from 'react';
import { apiClient } from '../api/api-client.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { isSearchBot } from '../navigation/checks/is-search-bot.ts';
import { isRegistrationPath } from '../session/path-before-registration.ts';
import { useSession } from '../session/session-store.ts';
import { useShellData } from '../state/shell-data.tsx';
import { readNextAllowedAt, reminderWaitMs, storeShown } from './registration-reminder-timing.ts';

/** When the reminder is due while a dialog is open, it asks again this much later. */
const busyRetryMs = 30_000;

const dialogOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;

/**
 * The visitor prompts of seed 000 §4, never for a signed-in user or a search bot: the registration
 * reminder popup (its chunk fetched when due, not on the registration page nor over a dialog) and
 * Google One Tap (its chunk fetched only when the page offers it and our server names a client id).
 * This module is itself a chunk: the header loads it when the first prompt may be due.
 */
export default function AccountPrompts({ arrivedAt }: { arrivedAt: number }) {
  const { userId } = useSession();
  const { config, oneTap: oneTapOffered } = useShellData();
  const { language } = useTranslation();
  const registrationOpen = config.isRegistrationAllowed && !config.isVipDomain;
  const [Reminder, setReminder] = useState<ComponentType | null>(null);
  const { delay, interval } = config.registrationReminder;

  useEffect(() => {
    if (userId !== null || !registrationOpen || Reminder || isSearchBot(navigator.userAgent)) return;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      if (dialogOpen() || isRegistrationPath(location.pathname)) {
        timer = setTimeout(show, busyRetryMs);
        return;
      }
      storeShown(Date.now(), interval);
      import('./registration-reminder.tsx')
        .then((loaded) => setReminder(() => loaded.default))
        .catch((error: unknown) => console.error('[session] reminder failed to load', error));
    };
    const wait = reminderWaitMs({
      now: Date.now(),
      arrivedAt,
      delaySeconds: delay,
      nextAllowedAt: readNextAllowedAt(),
    });
    timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [userId, registrationOpen, Reminder, arrivedAt, delay, interval]);

  const oneTap = oneTapOffered === true && userId === null;
  useEffect(() => {
    if (!oneTap || isSearchBot(navigator.userAgent)) return;
    // The server said Google is configured; its client id comes from the call seed 000 §7 names.
    apiClient()
      .then((client) => client.getOneTapClientId())
      .then(async (answer) => {
        const { startOneTap } = await import('./one-tap.ts');
        await startOneTap(answer.clientId, {
          language,
          currency: config.geoCurrency,
          countryId: config.geoCountryId,
        });
      })
      .catch((error: unknown) => console.error('[one tap]', error));
  }, [oneTap, language, config.geoCurrency, config.geoCountryId]);

  return Reminder && userId === null ? <Reminder /> : null;
}
