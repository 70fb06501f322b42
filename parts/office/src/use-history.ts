import type { Translator } from '@parlay/i18n';
import { useEffect, useRef, useState } from 'react';
import { failureOf, failureText } from './office-failures.ts';

export type HistoryRead<A> =
  | { status: 'loading' }
  | { status: 'ready'; answer: A }
  | { status: 'failed'; text: string };

/**
 * A history read a page at a time under the player's filter (the payment and the bet history):
 * read again when the filter, the page or the language change, or on a retry; a filter change goes
 * back to page 1; a page the player chose takes the focus to its list (`focusRef`) once shown.
 */
export function useHistory<F, A>(
  initialFilter: F,
  read: (filter: F, page: number) => Promise<A>,
  language: string,
  i18n: Translator,
) {
  const [filter, setFilter] = useState(initialFilter);
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<HistoryRead<A>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const focusRef = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  const reader = useRef(read);
  reader.current = read;

  useEffect(() => {
    let live = true;
    setHistory({ status: 'loading' });
    // A retry or another language reads again (the reader closes over the language).
    void attempt;
    void language;
    reader.current(filter, page).then(
      (answer) => live && setHistory({ status: 'ready', answer }),
      (error: unknown) => live && setHistory({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [filter, page, language, attempt, i18n]);

  useEffect(() => {
    if (history.status !== 'ready' || !moved.current) return;
    moved.current = false;
    focusRef.current?.focus();
  }, [history]);

  return {
    filter,
    page,
    history,
    focusRef,
    change: (next: Partial<F>) => {
      setFilter({ ...filter, ...next });
      setPage(1);
    },
    goTo: (next: number) => {
      moved.current = true;
      setPage(next);
    },
    retry: () => setAttempt((count) => count + 1),
  };
}
