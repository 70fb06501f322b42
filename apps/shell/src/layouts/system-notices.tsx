import { isMaintenanceNoticeDue } from '@parlay/domain';
import { Button } from '@parlay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { takeInactivityFlag } from '../session/inactivity-notice.ts';
import { useShellData } from '../state/shell-data.tsx';
import { useUpdateAvailable } from '../state/update-notice.ts';

const maintenanceNoticeClosedKey = 'parlay:maintenance-notice-closed';
const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

/**
 * The shell's own notices (ARCHITECTURE decision 4): at most one at a time, none closing by itself
 * — "update available" with a reload button first, then the maintenance warning with a close button.
 */
export function SystemNotices() {
  const { t, language } = useTranslation();
  const { config } = useShellData();
  const updateAvailable = useUpdateAvailable();
  const {
    notify_started_at: start,
    notify_ended_at: end,
    started_at: from,
    ended_at: until,
  } = config.maintenance;
  const [maintenanceDue, setMaintenanceDue] = useState(false);
  // Signed out for inactivity on the previous page (seed 000 §4 "Auto-logoff"): said once, here.
  const [signedOutInactive, setSignedOutInactive] = useState(false);
  useEffect(() => setSignedOutInactive(takeInactivityFlag()), []);
  useEffect(() => {
    const closedFor = sessionStorage.getItem(maintenanceNoticeClosedKey);
    setMaintenanceDue(
      closedFor !== `${start}|${end}` &&
        isMaintenanceNoticeDue(Date.now() / 1000, seconds(start), seconds(end)),
    );
  }, [start, end]);

  if (updateAvailable) {
    return (
      <div className="shell-notice" role="alert">
        <p>{t('update_available')}</p>
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('update_reload')}
        </Button>
      </div>
    );
  }
  if (signedOutInactive) {
    return (
      <div className="shell-notice shell-notice--warning" role="alert">
        <p>{t('session_inactivity_notice')}</p>
        <Button size="sm" variant="ghost" onClick={() => setSignedOutInactive(false)}>
          {t('session_notice_close')}
        </Button>
      </div>
    );
  }
  if (maintenanceDue && from && until) {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <div className="shell-notice shell-notice--warning" role="alert">
        <p>
          {t('maintenance_notice', {
            start: format.format(new Date(from)),
            end: format.format(new Date(until)),
          })}
        </p>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            sessionStorage.setItem(maintenanceNoticeClosedKey, `${start}|${end}`);
            setMaintenanceDue(false);
          }}
        >
          {t('maintenance_notice_close')}
        </Button>
      </div>
    );
  }
  return null;
}
