import type { PartClientContext, PartInstance } from '@parlay/contract';
import { canReloadPart } from '@parlay/domain';
import { Button, Spinner } from '@parlay/ui';
import { type MouseEvent, useEffect, useReducer, useRef, useState } from 'react';
import { ErrorPage } from '../components/error-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellNavigate } from '../routes/use-shell-navigate.ts';
import { useSession } from '../session/session-store.ts';
import { useHoldHydrationMarker } from '../state/hydration-marker.tsx';
import { useTheme } from '../state/theme.tsx';
import { importPart, PartLoadError } from './part-import.ts';
import { movePartView, type PartView } from './part-view.ts';
import { usePartsRuntime } from './parts-runtime.tsx';

interface PartHostProps {
  name: string;
  /** The URL the part renders (the page URL for a content part, the language root for the footer). */
  url: string;
  language: string;
  /** The page's main part fails loudly (error page); an optional part shows its own error state. */
  main: boolean;
}

/**
 * Hosts one part: embeds its server-rendered body, mounts its client entry on it (a server-only
 * part has none), and on navigation fetches a new descriptor. A failing part never takes the
 * shell down.
 */
export function PartHost({ name, url, language, main }: PartHostProps) {
  const runtime = usePartsRuntime();
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(movePartView, undefined, () => runtime.initialView(name, url));
  const [reload, setReload] = useState({ count: 0, at: null as number | null });
  const [reportedStatus, setReportedStatus] = useState<number | null>(null);
  // The key of the ready view whose part has hydrated (none yet: -1).
  const [hydratedKey, setHydratedKey] = useState(-1);
  const bodyRef = useRef<HTMLDivElement>(null);
  const navigate = useShellNavigate();
  const theme = useTheme();
  const { userId } = useSession();
  const viewRef = useRef<PartView>(view);
  viewRef.current = view;

  // Load when the URL has no view yet, or on a reload request.
  useEffect(() => {
    const current = viewRef.current;
    if (reload.count === 0 && current.state !== 'not-exist' && current.url === url) return;
    const controller = new AbortController();
    setReportedStatus(null);
    if (current.state === 'ready') dispatch({ to: 'not-exist' });
    dispatch({ to: 'loading', url });
    void (async () => {
      try {
        const { loadPart } = await import('./part-loader.ts');
        const loaded = await loadPart({ name, url, language }, controller.signal);
        if (!controller.signal.aborted) {
          dispatch({
            to: 'ready',
            url,
            body: loaded.descriptor.body,
            scriptsToLoad: loaded.descriptor.scriptsToLoad,
            mount: loaded.mount,
          });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(`[part ${name}]`, error);
        dispatch({
          to: 'error',
          url,
          httpStatus: error instanceof PartLoadError && error.status > 0 ? error.status : 503,
        });
      }
    })();
    return () => controller.abort();
  }, [name, url, language, reload]);

  // Mount the part's client entry on its body once it is ready.
  const readyKey = view.state === 'ready' ? view.key : null;
  const instanceRef = useRef<PartInstance | null>(null);
  const contextRef = useRef<PartClientContext | null>(null);
  // Mounts once per ready view; later context changes reach the part through update().
  useEffect(() => {
    const ready = viewRef.current;
    const element = bodyRef.current;
    if (ready.state !== 'ready' || !element) return;
    // A server-only part lists no script: its server-rendered body works as it is.
    if (ready.scriptsToLoad.length === 0) {
      setHydratedKey(ready.key);
      return;
    }
    let cancelled = false;
    contextRef.current = {
      url: ready.url,
      language,
      theme,
      userId,
      navigate,
      reportError: (status) => setReportedStatus(status),
    };
    void (async () => {
      try {
        const mount = ready.mount ?? (await importPart(ready.scriptsToLoad));
        if (cancelled || !contextRef.current) return;
        const instance = mount(element, contextRef.current);
        instanceRef.current = instance;
        await instance.hydrated;
        if (!cancelled) setHydratedKey(ready.key);
      } catch (error) {
        console.error(`[part ${name}] mount failed`, error);
        if (!cancelled) setReload((previous) => ({ count: previous.count + 1, at: Date.now() }));
      }
    })();
    return () => {
      cancelled = true;
      instanceRef.current?.unmount();
      instanceRef.current = null;
    };
  }, [readyKey]);
  useHoldHydrationMarker(reportedStatus === null && view.state !== 'error' && hydratedKey !== readyKey);

  // A theme change, and a sign-in or sign-out in place, reach a mounted part without remounting it.
  useEffect(() => {
    const context = contextRef.current;
    if (!context || (context.theme === theme && context.userId === userId)) return;
    contextRef.current = { ...context, theme, userId };
    instanceRef.current?.update(contextRef.current);
  }, [theme, userId]);

  const requestReload = () => {
    const now = Date.now();
    if (canReloadPart(reload.at, now)) setReload({ count: reload.count + 1, at: now });
  };

  // Links inside a part navigate through the shell, never by a full page load.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      anchor.target ||
      anchor.hasAttribute('download')
    )
      return;
    const target = new URL(anchor.href, window.location.href);
    if (target.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${target.pathname}${target.search}${target.hash}`);
  };

  if (reportedStatus !== null) return <ErrorPage status={reportedStatus} />;
  if (view.state === 'error') {
    if (main) return <ErrorPage status={view.httpStatus} onRetry={requestReload} />;
    return (
      <section className="shell-part-error" data-part-host={name} data-part-state="error" role="alert">
        <p>{t('part_load_error')}</p>
        <Button variant="secondary" onClick={requestReload}>
          {t('part_refresh')}
        </Button>
      </section>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links inside are the interactive elements
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires click, which this handles
    <div
      className={main ? 'shell-part shell-part--main' : 'shell-part'}
      data-part-host={name}
      data-part-state={view.state}
      aria-busy={view.state === 'loading'}
      onClick={onClick}
    >
      {view.state === 'ready' ? (
        <div
          key={view.key}
          ref={bodyRef}
          data-part-body=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: view.body }}
        />
      ) : (
        <div className="shell-part__preloader">
          <Spinner label={t('main_preloader')} />
        </div>
      )}
    </div>
  );
}
