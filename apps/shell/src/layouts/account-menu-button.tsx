import type { ComponentProps } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

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
