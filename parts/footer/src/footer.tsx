import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import styles from './footer.module.css';

interface FooterProps {
  t: Translator['t'];
  language: string;
  year: number;
}

type LinkGroup = { titleKey: string; links: { key: string; href: string }[] };

function linkGroups(language: string): LinkGroup[] {
  const info = (page: Parameters<typeof paths.information.getHref>[1]) =>
    paths.information.getHref(language, page);
  return [
    {
      titleKey: 'footer_group_betting',
      links: [
        { key: 'footer_link_line', href: paths.line.getHref(language) },
        { key: 'footer_link_live', href: paths.live.getHref(language) },
        { key: 'footer_link_results', href: paths.results.getHref(language) },
        { key: 'footer_link_bonuses', href: paths.bonuses.getHref(language) },
      ],
    },
    {
      titleKey: 'footer_group_casino',
      links: [
        { key: 'footer_link_slots', href: paths.slots.getHref(language) },
        { key: 'footer_link_live_casino', href: paths.liveCasino.getHref(language) },
      ],
    },
    {
      titleKey: 'footer_group_information',
      links: [
        { key: 'footer_link_about', href: info('about') },
        { key: 'footer_link_contacts', href: info('contacts') },
        { key: 'footer_link_rules', href: paths.rules.getHref(language) },
        { key: 'footer_link_howbet', href: info('howbet') },
        { key: 'footer_link_payment', href: info('payment') },
      ],
    },
    {
      titleKey: 'footer_group_policies',
      links: [
        { key: 'footer_link_responsiblegaming', href: info('responsiblegaming') },
        { key: 'footer_link_limits', href: paths.responsibleGaming.getHref(language) },
        { key: 'footer_link_cookies', href: info('cookies') },
        { key: 'footer_link_licenses', href: info('licenses') },
        { key: 'footer_link_amlpolicy', href: info('amlpolicy') },
        { key: 'footer_link_disputeresolution', href: info('disputeresolution') },
      ],
    },
  ];
}

/** The site footer. Server-only: what it does (links, "Show more") works without JavaScript. */
export function Footer({ t, language, year }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <nav className={styles.groups} aria-label={t('footer_nav_label')}>
        {linkGroups(language).map((group) => (
          <section key={group.titleKey} className={styles.group}>
            <h2 className={styles.groupTitle}>{t(group.titleKey)}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <a className={styles.link} href={link.href}>
                    {t(link.key)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className={styles.legal}>
        <p className={styles.age} role="note">
          <span className={styles.ageBadge} aria-hidden="true">
            18+
          </span>
          {t('footer_age_notice')}
        </p>
        {/* The whole text is always in the page (a screen reader reads it all); folded, it shows two
            lines. The native disclosure's summary is the toggle: keyboard and expanded state come
            with it, and its open state unfolds the text (CSS, no script). */}
        <p className={styles.legalText}>{t('footer_legal_text')}</p>
        <details className={styles.more}>
          <summary className={styles.toggle}>
            <span className={styles.toggleMore}>{t('footer_legal_more')}</span>
            <span className={styles.toggleLess}>{t('footer_legal_less')}</span>
          </summary>
        </details>
        <p className={styles.copyright}>{t('footer_copyright', { year })}</p>
      </div>
    </footer>
  );
}
