import { informationPages, paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { BettingCalculator } from './betting-calculator/betting-calculator.tsx';
import { ContentSections } from './content-sections.tsx';
import styles from './info.module.css';
import type { InfoState, InfoView } from './info-view.ts';

interface InfoAppProps {
  state: InfoState;
  t: Translator['t'];
}

function currentPage(view: InfoView): string | null {
  if (view.kind === 'page') return view.page;
  if (view.kind === 'rules') return 'rules';
  return null;
}

export function InfoApp({ state, t }: InfoAppProps) {
  const { language, view } = state;
  const active = currentPage(view);
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('info_nav_label')}>
        <ul>
          {informationPages.map((page) => (
            <li key={page}>
              <a
                href={
                  page === 'rules' ? paths.rules.getHref(language) : paths.information.getHref(language, page)
                }
                aria-current={page === active ? 'page' : undefined}
                className={styles.navLink}
              >
                {t(`info_page_${page}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article} lang={state.contentLanguage}>
        {state.contentLanguage !== language && view.kind !== 'not-found' && (
          <p className={styles.languageNote} lang={language}>
            {t('info_content_language_note')}
          </p>
        )}
        <InfoContent state={state} t={t} />
      </article>
    </div>
  );
}

function InfoContent({ state, t }: { state: InfoState; t: Translator['t'] }) {
  const { view, language } = state;
  switch (view.kind) {
    case 'index':
      return (
        <>
          <h1 className={styles.title}>{t('info_index_title')}</h1>
          <p>{t('info_index_text')}</p>
          <ul className={styles.indexList}>
            {informationPages.map((page) => (
              <li key={page}>
                <a
                  href={
                    page === 'rules'
                      ? paths.rules.getHref(language)
                      : paths.information.getHref(language, page)
                  }
                >
                  {t(`info_page_${page}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      );
    case 'page':
      return (
        <>
          <h1 className={styles.title}>{view.content.title}</h1>
          {view.page === 'betting-calculator' && <BettingCalculator language={language} t={t} />}
          {view.content.sections.length > 2 && (
            <nav className={styles.toc} aria-label={t('info_toc_label')}>
              <ol>
                {view.content.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <ContentSections sections={view.content.sections} headingLevel={2} />
        </>
      );
    case 'rules':
      return (
        <>
          <h1 className={styles.title}>{view.title}</h1>
          <nav className={styles.rulesGroups} aria-label={t('info_rules_groups_label')}>
            <ul>
              {view.groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={paths.rules.getHref(language, group.id)}
                    aria-current={group.id === view.group.id ? 'page' : undefined}
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className={styles.groupTitle}>{view.group.title}</h2>
          <nav className={styles.toc} aria-label={t('info_rules_chapters_label')}>
            <ol>
              {view.groups
                .find((group) => group.id === view.group.id)
                ?.chapters.map((chapter) => (
                  <li key={chapter.id}>
                    <a
                      href={paths.rules.getHref(language, view.group.id, chapter.id)}
                      aria-current={chapter.id === view.chapterId ? 'page' : undefined}
                    >
                      {chapter.title}
                    </a>
                  </li>
                ))}
            </ol>
          </nav>
          {view.chapters.map((chapter) => (
            <section key={chapter.id} className={styles.chapter} aria-labelledby={`chapter-${chapter.id}`}>
              <h3 id={`chapter-${chapter.id}`} className={styles.chapterTitle}>
                {chapter.id}. {chapter.title}
              </h3>
              <ContentSections sections={chapter.sections} headingLevel={4} />
            </section>
          ))}
        </>
      );
    case 'not-found':
      return (
        <>
          <h1 className={styles.title}>{t('info_not_found_title')}</h1>
          <p>{t('info_not_found_text')}</p>
        </>
      );
  }
}
