import type { Translator } from '@parlay/i18n';
import { Button, Field, Skeleton } from '@parlay/ui';
import { Notice } from './office-frame.tsx';

/** A history's two day fields (both days included), each bounding the other. */
export function DayRangeFields({
  from,
  to,
  change,
  i18n,
}: {
  from: string;
  to: string;
  change: (days: { from?: string; to?: string }) => void;
  i18n: Translator;
}) {
  const { t } = i18n;
  return (
    <>
      <Field
        type="date"
        label={t('office_history_from')}
        value={from}
        max={to || undefined}
        onChange={(event) => change({ from: event.target.value })}
      />
      <Field
        type="date"
        label={t('office_history_to')}
        value={to}
        min={from || undefined}
        onChange={(event) => change({ to: event.target.value })}
      />
    </>
  );
}

/** A history being read: its place held. */
export function HistoryLoading({ i18n }: { i18n: Translator }) {
  return (
    <div aria-busy="true">
      <Skeleton height="14rem" />
      <span className="pl-visually-hidden">{i18n.t('office_loading')}</span>
    </div>
  );
}

/** A history that could not be read: why, and a retry. */
export function HistoryFailed({ text, retry, i18n }: { text: string; retry: () => void; i18n: Translator }) {
  return (
    <Notice tone="error" role="alert">
      <p>{text}</p>
      <p>
        <Button size="sm" variant="secondary" onClick={retry}>
          {i18n.t('office_retry')}
        </Button>
      </p>
    </Notice>
  );
}
