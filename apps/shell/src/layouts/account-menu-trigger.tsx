import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { AccountMenuProps } from './account-menu.tsx';
import { AccountMenuButton } from './account-menu-button.tsx';

let menuModule: Promise<{ default: ComponentType<AccountMenuProps> }> | null = null;
const loadMenu = () => {
  menuModule ??= import('./account-menu.tsx');
  return menuModule;
};

/**
 * The account menu of a signed-in user, with the wallet beside it. The button is rendered at once
 * (server included); the menu and the wallet are a chunk loaded after hydration — only ever for a
 * user who is signed in (the wallet's place is kept by the stylesheet meanwhile). A press before it
 * arrives opens the menu as soon as it does.
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
