import { type ComponentType, useEffect, useState } from 'react';
import { useSession } from '../session/session-store.ts';
import { useShellData } from '../state/shell-data.tsx';

type Prompts = ComponentType<{ arrivedAt: number }>;

/**
 * Loads the visitor prompts (registration reminder, Google One Tap) when the first may be due: at
 * once when the page offers One Tap, else once the reminder's delay has passed. Nothing for a
 * signed-in user, nor where neither prompt can show.
 */
export function VisitorPrompts() {
  const { userId } = useSession();
  const { config, oneTap } = useShellData();
  const [arrivedAt] = useState(() => Date.now());
  const [Loaded, setLoaded] = useState<Prompts | null>(null);
  const reminder = config.isRegistrationAllowed && !config.isVipDomain;
  const delayMs = config.registrationReminder.delay * 1000;
  useEffect(() => {
    if (userId !== null || Loaded || !(reminder || oneTap)) return;
    const timer = setTimeout(
      () =>
        import('./account-prompts.tsx')
          .then((loaded) => setLoaded(() => loaded.default))
          .catch((error: unknown) => console.error('[session] prompts failed to load', error)),
      oneTap ? 0 : delayMs,
    );
    return () => clearTimeout(timer);
  }, [userId, Loaded, reminder, oneTap, delayMs]);
  return Loaded && userId === null ? <Loaded arrivedAt={arrivedAt} /> : null;
}
