import { paths } from '@parlay/contract/paths';
import { siteLanguages } from '@parlay/domain';
import { Button } from '@parlay/ui';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { openAuthModal } from '../auth/open-auth-modal.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { VisitorPrompts } from '../prompts/visitor-prompts.tsx';
import { useSession } from '../session/session-store.ts';
import { useShellData } from '../state/shell-data.tsx';
import { useSetTheme, useTheme } from '../state/theme.tsx';
import { AccountMenuArea } from './account-menu-trigger.tsx';

const navigation = [
  { key: 'nav_line', href: paths.line.getHref },
  { key: 'nav_live', href: paths.live.getHref },
  { key: 'nav_slots', href: paths.slots.getHref },
  { key: 'nav_live_casino', href: paths.liveCasino.getHref },
  { key: 'nav_about', href: (language: string) => paths.information.getHref(language, 'about') },
] as const;

/** Same page in another language: the first path segment is the language. */
function switchLanguage(pathname: string, search: string, language: string): string {
  const [, , ...rest] = pathname.split('/');
  return `/${[language, ...rest].filter(Boolean).join('/')}${search}`;
}

/** A visitor's way in: the dialogs load on the first press. A VIP domain or closed registration has no registration. */
function SignInButtons({ registration }: { registration: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shell-sign-in">
      <Button size="sm" variant="secondary" onClick={() => openAuthModal({ kind: 'login' })}>
        {t('header_sign_in')}
      </Button>
      {registration && (
        <Button size="sm" onClick={() => openAuthModal({ kind: 'registration' })}>
          {t('header_registration')}
        </Button>
      )}
    </div>
  );
}

export function Header() {
  const { t, language } = useTranslation();
  const location = useLocation();
  const theme = useTheme();
  const setTheme = useSetTheme();
  const { config } = useShellData();
  const session = useSession();
  const languageCode = language.toUpperCase();
  // Some languages are offered to signed-in users only (seed 001 §6 langHiddenUnauthorized).
  const languages =
    session.userId === null
      ? siteLanguages.filter((option) => !config.langHiddenUnauthorized.includes(option.code))
      : siteLanguages;
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <RouterLink
          to={paths.home.getHref(language)}
          className="shell-header__logo"
          aria-label={t('logo_label')}
        >
          {t('site_name')}
        </RouterLink>
        <nav className="shell-header__nav" aria-label={t('nav_main_label')}>
          <ul>
            {navigation.map((item) => (
              <li key={item.key}>
                <NavLink to={item.href(language)} className="shell-header__nav-link">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-header__tools">
          <details className="shell-language">
            {/* Named with the code it shows first (WCAG 2.5.3), then what it does. */}
            <summary aria-label={t('language_select_label', { code: languageCode })}>{languageCode}</summary>
            <ul>
              {languages.map((option) => (
                <li key={option.code}>
                  <a
                    href={switchLanguage(location.pathname, location.search, option.code)}
                    hrefLang={option.code}
                    lang={option.code}
                    aria-current={option.code === language ? 'true' : undefined}
                  >
                    {option.nativeName}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <button
            type="button"
            className="shell-theme-toggle"
            aria-pressed={theme === 1}
            onClick={() => setTheme(theme === 1 ? 0 : 1)}
          >
            <span aria-hidden="true">{theme === 1 ? '☀' : '☾'}</span>
            <span className="pl-visually-hidden">{t('theme_dark_label')}</span>
          </button>
          {session.userId === null ? (
            <SignInButtons registration={config.isRegistrationAllowed && !config.isVipDomain} />
          ) : (
            <AccountMenuArea login={session.login} userId={session.userId} />
          )}
          <VisitorPrompts />
        </div>
      </div>
    </header>
  );
}
