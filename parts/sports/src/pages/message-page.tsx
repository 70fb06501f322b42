import { paths } from '@parlay/contract/paths';
import { Link } from '@parlay/ui';
import type { PageProps } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

/** A page that only says something: no such page, or a filter out of its range. */
export function MessagePage({ view, language, i18n }: PageProps<'not-found'> | PageProps<'bad-request'>) {
  const { t } = i18n;
  const key = view.kind.replace('-', '_');
  return (
    <SportsFrame title={t(`sports_${key}_title`)} language={language} i18n={i18n}>
      <p>{t(`sports_${key}_text`)}</p>
      <p>
        <Link href={paths.line.getHref(language)} variant="standalone">
          {t('sports_to_line')}
        </Link>
      </p>
    </SportsFrame>
  );
}
