import { type ComponentProps, type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { AccountMenuProps } from './account-menu.tsx';

type AccountMenuButtonProps = ComponentProps<'button'> & { login: string | null; userId: number };

/** The header's account button: the login and the user id (the server renders it as it is). */
export function AccountMenuButton({ login, userId, ...props }: AccountMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="shell-account__trigger" aria-haspopup="menu" {...props}>
      <span className="pl-visually-hidden">{t('account_menu_label')} </span>
      <span aria-hidden="true" className="shell-account__avatar">
        {(login ?? '#').slice(0, 1).toUpperCase()}
      </span>
      <span className="shell-account__login">{login ?? userId}</span>
      <span className="shell-account__id">ID {userId}</span>
    </button>
  );
}

let menuModule: Promise<{ default: ComponentType<AccountMenuProps> }> | null = null;
const loadMenu = () => {
  menuModule ??= import('./account-menu.tsx');
  return menuModule;
};

/**
 * The account menu of a signed-in user. The button is rendered at once (server included); the
 * menu itself is a chunk loaded after hydration — only ever for a user who is signed in. A press
 * before it arrives opens it as soon as it does.
 */
export function AccountMenuArea({ login, userId }: { login: string | null; userId: number }) {
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  const [pressed, setPressed] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    loadMenu()
      .then((loaded) => {
        if (!live) return;
        // The menu's trigger replaces this button: keep a keyboard user's focus on it.
        setHadFocus(document.activeElement === placeholder.current);
        setMenu(() => loaded.default);
      })
      .catch((error: unknown) => console.error('[header] account menu failed to load', error));
    return () => {
      live = false;
    };
  }, []);
  if (Menu) return <Menu login={login} userId={userId} defaultOpen={pressed} focusTrigger={hadFocus} />;
  return (
    <div className="shell-account">
      <AccountMenuButton
        ref={placeholder}
        login={login}
        userId={userId}
        aria-expanded={false}
        onClick={() => setPressed(true)}
      />
    </div>
  );
}
