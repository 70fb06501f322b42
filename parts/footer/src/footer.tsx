import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { useId, useState } from 'react';
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
        { key: 'footer_link_cookies', href: info('cookies') },
        { key: 'footer_link_licenses', href: info('licenses') },
        { key: 'footer_link_amlpolicy', href: info('amlpolicy') },
        { key: 'footer_link_disputeresolution', href: info('disputeresolution') },
      ],
    },
  ];
}

export function Footer({ t, language, year }: FooterProps) {
  const [legalExpanded, setLegalExpanded] = useState(false);
  const legalId = useId();
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
        <p id={legalId} className={legalExpanded ? styles.legalTextOpen : styles.legalText}>
          {t('footer_legal_text')}
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={legalExpanded}
          aria-controls={legalId}
          onClick={() => setLegalExpanded((open) => !open)}
        >
          {t(legalExpanded ? 'footer_legal_less' : 'footer_legal_more')}
        </button>
        <p className={styles.copyright}>{t('footer_copyright', { year })}</p>
      </div>
    </footer>
  );
}
