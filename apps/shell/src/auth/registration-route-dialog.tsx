import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { languageHref } from '../navigation/href.ts';
import { openAuthModal } from './open-auth-modal.ts';

/**
 * On the registration route the registration dialog opens over the page (seed 001 §2: "login and
 * registration open as modals"); /registration/socialregistration opens it on the social tab.
 * Closing it while still on the route leaves it for home.
 */
export function RegistrationRouteDialog() {
  const { type } = useParams();
  const { language } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  useEffect(() => {
    const openedOn = path.current;
    openAuthModal({
      kind: 'registration',
      type: type === 'socialregistration' ? 'soc_reg' : undefined,
      onClosed: () => {
        if (path.current === openedOn) void navigate(languageHref(language, ''), { replace: true });
      },
    });
  }, [type, language, navigate]);
  return null;
}
