import { Modal, type ModalSize } from '@parlay/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

export interface WalletNoticeModalProps {
  title: string;
  description?: string;
  size?: ModalSize;
  /** The office page the notice points to; following it closes the notice. */
  linkHref: string;
  linkLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The frame of the wallet's once-only notices (the account reminder, the team cash modal): what
 * they say, a link to the office page it concerns and "Got it", each of which closes it.
 */
export function WalletNoticeModal({
  title,
  description,
  size,
  linkHref,
  linkLabel,
  open,
  onOpenChange,
  children,
}: WalletNoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      description={description}
      closeLabel={t('modal_close')}
      size={size}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <RouterLink to={linkHref} className="pl-link" onClick={() => onOpenChange(false)}>
            {linkLabel}
          </RouterLink>
          <button
            type="button"
            className="pl-button pl-button--primary pl-button--sm"
            onClick={() => onOpenChange(false)}
          >
            {t('wallet_notice_got_it')}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
