import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { languageHref } from '../navigation/href.ts';
import { useRouteParams } from '../routes/use-route-params.ts';
import { closeAuthModal, openAuthModal } from './open-auth-modal.ts';

/**
 * On the registration route the registration dialog opens over the page (seed 001 §2: "login and
 * registration open as modals"); /registration/socialregistration opens it on the social tab.
 * Closing it while still on the route leaves it for home; leaving the route closes it, unless the
 * player has registered: signing in moves on to the page before registration, and the dialog goes
 * with the player to show the result (the generated password, the deposit-limit prompt).
 */
export function RegistrationRouteDialog() {
  const { type } = useRouteParams();
  const { language } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let routeLeft = false;
    let registered = false;
    openAuthModal({
      kind: 'registration',
      type: type === 'socialregistration' ? 'soc_reg' : undefined,
      onRegistered: () => {
        registered = true;
      },
      onClosed: () => {
        if (!routeLeft) void navigate(languageHref(language, ''), { replace: true });
      },
    });
    return () => {
      // Left by Back or a link: the dialog belongs to the route and goes with it.
      routeLeft = true;
      if (!registered) closeAuthModal('registration');
    };
  }, [type, language, navigate]);
  return null;
}
