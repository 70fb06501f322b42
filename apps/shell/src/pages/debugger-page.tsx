import { ApiError, getOutbox } from '@parlay/client';
import type { OutboxMessage } from '@parlay/contract';
import { Button, Field, Link, Spinner } from '@parlay/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import styles from './debugger-page.module.css';

/** How often the outbox is read again while auto refresh is on (a code should show up by itself). */
export const outboxRefreshMs = 5_000;

type Load = { kind: 'loading' } | { kind: 'ready'; at: Date } | { kind: 'failed'; message: string | null };

/**
 * The /debugger page (development sites only: the route's guard and the endpoint both refuse
 * production): the message outbox, so a person trying the site reads the SMS and email codes
 * it "sent". Loaded as its own chunk, never with the home page.
 */
export function DebuggerPage() {
  const { t, language } = useTranslation();
  const [messages, setMessages] = useState<OutboxMessage[]>([]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [filter, setFilter] = useState('');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const answer = await getOutbox(controller.signal);
      setMessages(newestFirst(answer.messages));
      setLoad({ kind: 'ready', at: new Date() });
    } catch (error) {
      if (controller.signal.aborted) return;
      setLoad({
        kind: 'failed',
        message: error instanceof ApiError ? (error.failure.message ?? null) : null,
      });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  useEffect(() => {
    void refresh();
    return () => inFlight.current?.abort();
  }, [refresh]);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => {
      // A hidden tab has nobody reading it: skip the request, the next visible tick catches up.
      if (document.visibilityState !== 'hidden' && !inFlight.current) void refresh();
    }, outboxRefreshMs);
    return () => clearInterval(timer);
  }, [autoRefresh, refresh]);

  const shown = useMemo(() => matching(messages, filter), [messages, filter]);
  const time = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }),
    [language],
  );
  const clock = useMemo(() => new Intl.DateTimeFormat(language, { timeStyle: 'medium' }), [language]);

  return (
    <section className={styles.page} aria-labelledby="debugger-title">
      <h1 id="debugger-title">{t('debugger_outbox_title')}</h1>
      <p className={styles.lead}>{t('debugger_outbox_text')}</p>
      <Field
        wrapperClassName={styles.filter}
        type="search"
        label={t('debugger_filter_label')}
        hint={t('debugger_filter_hint')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => void refresh()} loading={load.kind === 'loading'}>
          {t('debugger_refresh')}
        </Button>
        <label className={styles.auto}>
          <input
            type="checkbox"
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.target.checked)}
          />
          {t('debugger_auto_refresh', { seconds: outboxRefreshMs / 1000 })}
        </label>
        {load.kind === 'ready' && (
          <span className={styles.updated}>{t('debugger_updated_at', { time: clock.format(load.at) })}</span>
        )}
      </div>
      {load.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('debugger_load_error')}
          {load.message && ` ${load.message}`}
        </p>
      )}
      {load.kind === 'loading' && messages.length === 0 ? (
        <Spinner label={t('debugger_loading')} />
      ) : shown.length === 0 ? (
        load.kind !== 'failed' && (
          <p className={styles.empty}>{t(filter.trim() ? 'debugger_empty_filtered' : 'debugger_empty')}</p>
        )
      ) : (
        <ol className={styles.list} aria-label={t('debugger_list_label')}>
          {shown.map((message) => (
            <li key={message.id}>
              <OutboxEntry message={message} sentAt={time.format(new Date(message.created_at))} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function OutboxEntry({ message, sentAt }: { message: OutboxMessage; sentAt: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const titleId = `outbox-${message.id}`;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard permission: the code stays visible and selectable.
    }
  };
  return (
    <article className={styles.message} aria-labelledby={titleId}>
      <header className={styles.messageHeader}>
        <span className={styles.channel} data-channel={message.channel}>
          {t(`debugger_channel_${message.channel}`)}
        </span>
        <h2 id={titleId} className={styles.subject}>
          {message.subject || t('debugger_no_subject')}
        </h2>
      </header>
      <dl className={styles.meta}>
        <dt>{t('debugger_sent_to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('debugger_sent_at')}</dt>
        <dd>
          <time dateTime={message.created_at}>{sentAt}</time>
        </dd>
      </dl>
      {message.code && (
        <p className={styles.codeLine}>
          {t('debugger_code')}: <mark className={styles.code}>{message.code}</mark>{' '}
          <Button size="sm" variant="ghost" onClick={() => message.code && void copy(message.code)}>
            {copied ? t('debugger_copied') : t('debugger_copy_code')}
          </Button>
        </p>
      )}
      <p className={styles.text}>
        <HighlightedText text={message.text} code={message.code} />
      </p>
    </article>
  );
}

/** A site path (`/en/user/activate?token=…`) or a web address inside a message text. */
const linkPattern = /(https?:\/\/[^\s]+|\/[a-z]{2}\/[^\s]+)/g;

/**
 * The message text with its links made clickable (an activation or reset link opens right here)
 * and every occurrence of its code outside them marked, so the eye finds it at once.
 */
function HighlightedText({ text, code }: { text: string; code: string | null }) {
  const pieces = text.split(linkPattern);
  return (
    <>
      {pieces.map((piece, index) => {
        // Pieces of one immutable text: their order is their identity. Odd pieces are the links.
        if (index % 2 === 1) {
          // A sentence's full stop or comma after a link is not part of it.
          const [, href = piece, after = ''] = /^(.*?)([.,;:!?)]*)$/.exec(piece) ?? [];
          return (
            <span key={index}>
              <Link href={href}>{href}</Link>
              {after}
            </span>
          );
        }
        return <span key={index}>{code ? markCode(piece, code) : piece}</span>;
      })}
    </>
  );
}

function markCode(text: string, code: string) {
  const parts = text.split(code);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 && <mark className={styles.code}>{code}</mark>}
    </span>
  ));
}

function newestFirst(messages: OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** Messages whose recipient contains the typed text (spaces, dashes and case ignored), so a partial email or phone matches. */
function matching(messages: OutboxMessage[], filter: string): OutboxMessage[] {
  const normalise = (text: string) => text.toLowerCase().replace(/[\s()-]/g, '');
  const wanted = normalise(filter);
  return wanted ? messages.filter((message) => normalise(message.to).includes(wanted)) : messages;
}
