/**
 * The signed-in header's session limits (issue 13, RTS 13; seed 000 §7, §8): the time in this
 * session (hh:mm, each minute), the reality check when due, and the permanent "session limit
 * ended" error whose closing or confirming disconnects the player. In the account menu's chunk:
 * only a signed-in player downloads it.
 */
import { getSessionLimits, pingSessionLimit } from '@parlay/client';
import { paths } from '@parlay/contract/paths';
import { displayMoney, isCurrencyCode, moneyFromMinor } from '@parlay/domain';
import { Modal } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { signOut } from '../session-store.ts';
import {
  elapsedHoursMinutes,
  hoursMinutesDuration,
  hoursMinutesText,
  msToNextMinute,
  netPosition,
  type SessionClock,
  type SessionPlay,
} from './session-clock.ts';
import {
  initialSessionLimits,
  type SessionLimitsState,
  type SessionLimitsWatch,
  watchSessionLimits,
} from './session-limits-watch.ts';

const browserSource = { load: getSessionLimits, ping: pingSessionLimit, now: () => Date.now() };

/** The watch of the signed-in player's limits, from mount to unmount (sign-out unmounts it). */
function useSessionLimits(userId: number) {
  const [state, setState] = useState<SessionLimitsState>(initialSessionLimits);
  const watch = useRef<SessionLimitsWatch | null>(null);
  useEffect(() => {
    setState(initialSessionLimits);
    const started = watchSessionLimits(browserSource, setState);
    watch.current = started;
    return () => {
      started.stop();
      watch.current = null;
    };
  }, [userId]);
  return { state, continuePlaying: () => watch.current?.continuePlaying() };
}

/**
 * The session's length now, read again each time it reaches a whole minute. Each tick sets the
 * next from its own callback, not from an effect after the render, so the chain keeps time with
 * the page's timers however late React renders.
 */
function useElapsed(clock: SessionClock) {
  const [now, setNow] = useState(() => Date.now());
  const { startedAt } = clock;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, msToNextMinute({ startedAt }, at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startedAt]);
  return elapsedHoursMinutes(clock, now);
}

/** Not a live region: a screen reader reads it when the player goes to it, not every minute. */
function SessionTime({ clock }: { clock: SessionClock }) {
  const { t } = useTranslation();
  const elapsed = useElapsed(clock);
  return (
    <span className="shell-session-time">
      <span className="pl-visually-hidden">{t('session_time_label')} </span>
      <time dateTime={hoursMinutesDuration(elapsed)}>{hoursMinutesText(elapsed)}</time>
    </span>
  );
}

function money(minor: number, currency: string, language: string): string | null {
  return isCurrencyCode(currency) ? displayMoney(moneyFromMinor(minor, currency), language) : null;
}

/** Staked, won and the net position (won − staked) of this session, when the server could tell. */
function PlaySummary({ play }: { play: SessionPlay }) {
  const { t, language } = useTranslation();
  const staked = money(play.staked, play.currency, language);
  const won = money(play.won, play.currency, language);
  const net = money(netPosition(play), play.currency, language);
  if (staked === null || won === null || net === null) return null;
  return (
    <dl className="shell-reality-check__play">
      <dt>{t('reality_check_staked')}</dt>
      <dd>{staked}</dd>
      <dt>{t('reality_check_won')}</dt>
      <dd>{won}</dd>
      <dt>{t('reality_check_net')}</dt>
      <dd>{net}</dd>
    </dl>
  );
}

function RealityCheck({
  clock,
  at,
  onContinue,
  onSignOut,
  signOutFailed,
}: {
  clock: SessionClock;
  at: number;
  onContinue: () => void;
  onSignOut: () => void;
  signOutFailed: boolean;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const played = hoursMinutesText(elapsedHoursMinutes(clock, at));
  return (
    <Modal
      title={t('reality_check_title')}
      description={t('reality_check_time_played', { time: played })}
      closeLabel={t('modal_close')}
      open
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      footer={
        <>
          <button
            type="button"
            className="pl-button pl-button--secondary pl-button--sm"
            onClick={() => {
              onContinue();
              void navigate(paths.betHistory.getHref(language));
            }}
          >
            {t('reality_check_history')}
          </button>
          <button type="button" className="pl-button pl-button--secondary pl-button--sm" onClick={onSignOut}>
            {t('reality_check_sign_out')}
          </button>
          <button type="button" className="pl-button pl-button--primary pl-button--sm" onClick={onContinue}>
            {t('reality_check_continue')}
          </button>
        </>
      }
    >
      {clock.play && <PlaySummary play={clock.play} />}
      {signOutFailed && <p role="alert">{t('account_sign_out_failed')}</p>}
    </Modal>
  );
}

/** The permanent error (seed 000 §8): it never closes by itself; closing or confirming disconnects. */
function SessionLimitEnded({ onSignOut, signOutFailed }: { onSignOut: () => void; signOutFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('session_limit_ended')}
      description={t('session_limit_visit_tomorrow')}
      closeLabel={t('modal_close')}
      open
      onOpenChange={(open) => {
        if (!open) onSignOut();
      }}
      footer={
        <button type="button" className="pl-button pl-button--primary pl-button--sm" onClick={onSignOut}>
          {t('session_limit_ended_sign_out')}
        </button>
      }
    >
      {signOutFailed && <p role="alert">{t('account_sign_out_failed')}</p>}
    </Modal>
  );
}

export function SessionLimits({ userId }: { userId: number }) {
  const { state, continuePlaying } = useSessionLimits(userId);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signingOut = useRef(false);
  const onSignOut = () => {
    // Closing and confirming may both fire: one disconnect.
    if (signingOut.current) return;
    signingOut.current = true;
    setSignOutFailed(false);
    signOut().catch((error: unknown) => {
      console.error('[limits] sign-out failed', error);
      signingOut.current = false;
      setSignOutFailed(true);
    });
  };
  const { clock, ended, realityCheckAt } = state;
  return (
    <>
      {clock && <SessionTime clock={clock} />}
      {ended ? (
        <SessionLimitEnded onSignOut={onSignOut} signOutFailed={signOutFailed} />
      ) : (
        clock &&
        realityCheckAt !== null && (
          <RealityCheck
            clock={clock}
            at={realityCheckAt}
            onContinue={continuePlaying}
            onSignOut={onSignOut}
            signOutFailed={signOutFailed}
          />
        )
      )}
    </>
  );
}
