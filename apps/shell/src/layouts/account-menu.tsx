/**
 * The signed-in user's menu (seed 001 §2 "Account menu sections") with "Sign out", and the wallet
 * beside it. Its own chunk: only a signed-in user downloads it (Radix DropdownMenu: keyboard, focus
 * and roles done right).
 */
import { ApiError, errorMessage } from '@parlay/client';
import { DropdownMenu } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import { SessionLimits } from '../session/limits/session-limits.tsx';
import { signOut } from '../session/session-store.ts';
import { HeaderWallet } from '../wallet/header-wallet.tsx';
import { AccountMenuButton } from './account-menu-button.tsx';
import { accountMenuGroups } from './account-menu-sections.ts';

export interface AccountMenuProps {
  login: string | null;
  userId: number;
  /** Open at once: the user pressed the trigger before this chunk arrived. */
  defaultOpen: boolean;
  /** Focus the trigger on mount: it replaces a button that had the focus. */
  focusTrigger: boolean;
}

export default function AccountMenu({ login, userId, defaultOpen, focusTrigger }: AccountMenuProps) {
  const { t, language } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  const [signingOut, setSigningOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSignOut = () => {
    setSigningOut(true);
    setFailure(null);
    signOut().catch((error: unknown) => {
      setSigningOut(false);
      setFailure(
        error instanceof ApiError ? errorMessage(error.failure, t, language) : t('account_sign_out_failed'),
      );
    });
  };

  return (
    <>
      <SessionLimits userId={userId} />
      <HeaderWallet />
      <div className="shell-account">
        <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
          <DropdownMenu.Trigger asChild>
            <AccountMenuButton ref={trigger} login={login} userId={userId} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="shell-account-menu" align="end" sideOffset={4} loop>
              <DropdownMenu.Label className="shell-account-menu__label">
                {t('account_menu_user', { login: login ?? String(userId), id: userId })}
              </DropdownMenu.Label>
              {accountMenuGroups.map((group) => (
                <DropdownMenu.Group key={group[0]?.key}>
                  <DropdownMenu.Separator className="shell-account-menu__separator" />
                  {group.map((item) => (
                    <DropdownMenu.Item key={item.key} asChild className="shell-account-menu__item">
                      <RouterLink
                        to={`${routeHref(item.route, language)}${item.section ? `#${item.section}` : ''}`}
                      >
                        {t(item.key)}
                      </RouterLink>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Group>
              ))}
              <DropdownMenu.Separator className="shell-account-menu__separator" />
              <DropdownMenu.Item
                className="shell-account-menu__item shell-account-menu__item--sign-out"
                disabled={signingOut}
                onSelect={onSignOut}
              >
                {signingOut ? t('account_signing_out') : t('account_sign_out')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {failure && (
          <p className="shell-account__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </>
  );
}
