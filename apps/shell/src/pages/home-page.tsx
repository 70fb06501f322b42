import { paths } from '@parlay/contract/paths';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

const sections = [
  { key: 'line', href: paths.line.getHref },
  { key: 'live', href: paths.live.getHref },
  { key: 'casino', href: paths.slots.getHref },
  { key: 'info', href: (language: string) => paths.information.getHref(language, 'howbet') },
] as const;

/** The home page the shell renders until the sportsbook part takes over its content. */
export function HomePage() {
  const { t, language } = useTranslation();
  return (
    <div className="shell-home">
      <section className="shell-home__hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{t('home_hero_title')}</h1>
        <p>{t('home_hero_text')}</p>
        <div className="shell-home__cta">
          <RouterLink
            className="pl-button pl-button--primary pl-button--md"
            to={paths.live.getHref(language)}
          >
            {t('home_cta_live')}
          </RouterLink>
          <RouterLink
            className="pl-button pl-button--secondary pl-button--md"
            to={paths.line.getHref(language)}
          >
            {t('home_cta_line')}
          </RouterLink>
        </div>
      </section>
      <section aria-labelledby="home-sections-title">
        <h2 id="home-sections-title" className="shell-home__sections-title">
          {t('home_sections_title')}
        </h2>
        <ul className="shell-home__cards">
          {sections.map((section) => (
            <li key={section.key} className="shell-home__card">
              <h3>
                <RouterLink to={section.href(language)}>{t(`home_card_${section.key}_title`)}</RouterLink>
              </h3>
              <p>{t(`home_card_${section.key}_text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
