import { Modal } from '@parlay/ui';
import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { PartHost } from '../parts/part-host.tsx';

export interface RechargeModalProps {
  language: string;
  /** The shell's part host, handed over (this chunk imports nothing the page's entry holds: see header-wallet.tsx). */
  PartHost: ComponentType<Parameters<typeof PartHost>[0]>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The recharge modal (seed 001 §5): the office part's deposit form, in its modal rendition, over the
 * page the player is on. The part does the deposit; the shell only frames it.
 */
export default function RechargeModal({ language, PartHost, open, onOpenChange }: RechargeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('recharge_modal_title')}
      closeLabel={t('modal_close')}
      open={open}
      onOpenChange={onOpenChange}
    >
      {open && (
        <PartHost
          name="office"
          url={`/${language}/office/recharge?view=modal`}
          language={language}
          main={false}
        />
      )}
    </Modal>
  );
}
