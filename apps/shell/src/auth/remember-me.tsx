import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** "Remember me": the session outlives the browser (`save: true`, docs/identity-api.md "Session cookie"). */
export function RememberMe({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="auth-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('auth_remember_me')}</label>
    </div>
  );
}
