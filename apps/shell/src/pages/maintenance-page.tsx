import { maintenanceTextLanguage } from '@parlay/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellData } from '../state/shell-data.tsx';

/**
 * Maintenance (seed 001 §4): Russian text for visitors from AZ, KZ, UA and RU, English for everyone
 * else — a visitor whose country is not known included.
 */
export function MaintenancePage() {
  const { config, visitorCountry } = useShellData();
  const { tIn } = useTranslation();
  const lang = maintenanceTextLanguage(visitorCountry);
  const until = config.maintenance.ended_at;
  return (
    <section className="shell-status-page" aria-labelledby="maintenance-title" lang={lang}>
      <h1 id="maintenance-title">{tIn(lang, 'maintenance_title')}</h1>
      <p>{tIn(lang, 'maintenance_text')}</p>
      {until && (
        <p>
          {tIn(lang, 'maintenance_until', {
            time: new Intl.DateTimeFormat(lang, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'UTC',
            }).format(new Date(until)),
          })}
        </p>
      )}
    </section>
  );
}
