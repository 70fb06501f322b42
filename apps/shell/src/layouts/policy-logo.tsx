import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import { routeTitleKey } from '../routes/route-handle.ts';
import { useShellData } from '../state/shell-data.tsx';

/** Countries where the policy logo is not shown (seed 000 §6), by geo country id. */
export const policyLogoHiddenCountryIds: readonly number[] = [1, 66, 126, 228, 120];

/** The licence seal, fetched as an image (seed 000 §7 GET /web-api/policy/logo.agif), linking to the licences page. */
export function PolicyLogo() {
  const { config } = useShellData();
  const { t, language } = useTranslation();
  if (policyLogoHiddenCountryIds.includes(config.geoCountryId)) return null;
  return (
    <div className="shell-policy-logo">
      <Link to={routeHref('information-licenses', language)}>
        <img
          src="/web-api/policy/logo.agif"
          alt={t(routeTitleKey('information-licenses'))}
          width={160}
          height={48}
          loading="lazy"
        />
      </Link>
    </div>
  );
}
