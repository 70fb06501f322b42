import type { ShellSession } from '@parlay/contract';
import type { NavigationSession } from './navigation-types.ts';

/** What the navigation checks need of the session; an unknown session is an anonymous visitor. */
export function navigationSession(session: ShellSession | null): NavigationSession {
  return {
    userId: session?.userId ?? null,
    banLevel: session?.banLevel ?? 0,
    banVersion: session?.banVersion ?? 0,
    termsChanged: session?.termsChanged ?? false,
  };
}
