import { getPendingSocialIdentity } from '@parlay/client';
import type { PendingSocialIdentityResponse, RegistrationResponse } from '@parlay/contract';
import { Button, Modal, Tab, TabList, TabPanel, Tabs } from '@parlay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellData } from '../state/shell-data.tsx';
import { CredentialsSaver } from './credentials-saver.tsx';
import { DepositLimitNote } from './deposit-limit-note.tsx';
import { FastRegistrationForm } from './fast-registration-form.tsx';
import { FullRegistrationForm } from './full-registration-form.tsx';
import { openAuthModal, type RegistrationType } from './open-auth-modal.ts';
import { PhoneRegistrationForm } from './phone-registration-form.tsx';
import { registrationOffered } from './registration-availability.ts';
import { SocialButtons } from './social-buttons.tsx';
import { SocialRegistrationForm } from './social-registration-form.tsx';

type Done =
  | { kind: 'credentials'; login: string; password: string }
  | { kind: 'check-email' }
  | { kind: 'signed-in' };

/**
 * Registration (seed 001 §3): fast, by phone, full, and — when a social sign-in is waiting to be
 * registered — social, as tabs. Not offered on VIP domains or when the site turned it off.
 * `onRegistered` refreshes the session; the dialog then shows what the type needs (the generated
 * credentials, or "check your e-mail") and, for every type, the prompt to set a deposit limit
 * (RTS 12A) before closing.
 */
export function RegistrationDialog({
  initialType = 'fast_reg',
  onClose,
  onRegistered,
}: {
  initialType?: RegistrationType;
  onClose: () => void;
  onRegistered: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { config } = useShellData();
  const [type, setType] = useState<RegistrationType>(initialType);
  const [social, setSocial] = useState<PendingSocialIdentityResponse | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const offered = registrationOffered(config);

  useEffect(() => {
    // Only the provider's callback lands on the social tab: elsewhere nothing is pending, and the
    // 404 that says so would be a failed request in every visitor's console.
    if (!offered || initialType !== 'soc_reg') return;
    const controller = new AbortController();
    getPendingSocialIdentity(controller.signal).then(setSocial, () => setSocial(null));
    return () => controller.abort();
  }, [offered, initialType]);

  // Asked for the social tab (the provider's callback page) but nothing is pending: the fast form.
  const shownType = type === 'soc_reg' && !social ? 'fast_reg' : type;

  async function registered(answer: RegistrationResponse, registeredType: RegistrationType) {
    if (registeredType === 'fast_reg' && answer.password)
      setDone({ kind: 'credentials', login: answer.login, password: answer.password });
    else if (registeredType === 'full_reg') setDone({ kind: 'check-email' });
    else setDone({ kind: 'signed-in' });
    await onRegistered();
  }

  const types: RegistrationType[] = social
    ? ['soc_reg', 'fast_reg', 'phone_reg', 'full_reg']
    : ['fast_reg', 'phone_reg', 'full_reg'];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('registration_done_title') : t('registration_title')}
      closeLabel={t('auth_close')}
      size="md"
      className="auth-dialog"
    >
      {!offered ? (
        <div className="auth-form">
          <p className="auth-note" role="status">
            {config.isVipDomain ? t('registration_unavailable_vip') : t('registration_unavailable')}
          </p>
          <Button fullWidth onClick={() => openAuthModal({ kind: 'login' })}>
            {t('auth_sign_in_submit')}
          </Button>
        </div>
      ) : done?.kind === 'credentials' ? (
        <>
          <CredentialsSaver login={done.login} password={done.password} onDone={onClose} />
          <DepositLimitNote onFollow={onClose} />
        </>
      ) : done ? (
        <div className="auth-form">
          <p className="auth-success" role="status">
            {t(done.kind === 'check-email' ? 'registration_check_email' : 'registration_signed_in')}
          </p>
          <DepositLimitNote onFollow={onClose} />
          <Button fullWidth onClick={onClose}>
            {t('registration_continue')}
          </Button>
        </div>
      ) : (
        <>
          <Tabs value={shownType} onValueChange={(value) => setType(value as RegistrationType)}>
            <TabList label={t('registration_types')} className="auth-tabs">
              {types.map((value) => (
                <Tab key={value} value={value}>
                  {t(`registration_type_${value}`)}
                </Tab>
              ))}
            </TabList>
            {social && (
              <TabPanel value="soc_reg">
                <SocialRegistrationForm
                  pending={social}
                  onRegistered={(answer) => registered(answer, 'soc_reg')}
                />
              </TabPanel>
            )}
            <TabPanel value="fast_reg">
              <FastRegistrationForm onRegistered={(answer) => registered(answer, 'fast_reg')} />
            </TabPanel>
            <TabPanel value="phone_reg">
              <PhoneRegistrationForm onRegistered={(answer) => registered(answer, 'phone_reg')} />
            </TabPanel>
            <TabPanel value="full_reg">
              <FullRegistrationForm onRegistered={(answer) => registered(answer, 'full_reg')} />
            </TabPanel>
          </Tabs>
          <p className="auth-links">
            <span>{t('registration_have_account')}</span>
            <button type="button" className="auth-link" onClick={() => openAuthModal({ kind: 'login' })}>
              {t('auth_sign_in_submit')}
            </button>
          </p>
          <SocialButtons />
        </>
      )}
    </Modal>
  );
}
