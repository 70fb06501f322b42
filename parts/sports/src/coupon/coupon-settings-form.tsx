import type { Translator } from '@parlay/i18n';
import { type ReactNode, useId } from 'react';
import styles from './coupon.module.css';
import type { CouponConfig } from './coupon-config.ts';
import { useCouponStore } from './coupon-hooks.ts';
import type { ChangeCoefAction, CouponState } from './coupon-state.ts';
import {
  cancelOneClick,
  confirmOneClick,
  requestOneClick,
  setChangeCoefAction,
  setDropOnScoreChange,
  setOneClickAmount,
} from './coupon-transitions.ts';

/** A setting that is on or off, its text its label. */
function SettingCheck({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

interface CouponSettingsFormProps {
  state: CouponState;
  config: CouponConfig;
  actions: readonly ChangeCoefAction[];
  i18n: Translator;
}

/**
 * The coupon's settings (seed 001 §3): what to do when the odds move or a live game's score changes
 * while a bet is accepted, and one-click betting where
 * the site offers it — turning it on with bets in the coupon asks first, as it empties the coupon.
 */
export function CouponSettingsForm({ state, config, actions, i18n }: CouponSettingsFormProps) {
  const { t } = i18n;
  const store = useCouponStore();
  const oneClickAmountId = useId();
  const { settings } = state;
  return (
    <details className={styles.settings}>
      <summary>{t('coupon_settings')}</summary>
      <fieldset className={styles.fieldset}>
        <legend>{t('coupon_change_coef_action')}</legend>
        {actions.map((action) => (
          <label key={action} className={styles.check}>
            <input
              type="radio"
              name="changeCoefAction"
              value={action}
              checked={settings.changeCoefAction === action}
              onChange={() => store.apply(setChangeCoefAction, action)}
            />
            {t(`coupon_change_coef_${action}`)}
          </label>
        ))}
      </fieldset>
      <SettingCheck
        checked={settings.isDropOnScoreChange}
        onChange={(checked) => store.apply(setDropOnScoreChange, checked)}
      >
        {t('coupon_drop_on_score_change')}
      </SettingCheck>
      {config.show_one_click && (
        <fieldset className={styles.fieldset}>
          <legend>{t('coupon_one_click')}</legend>
          <SettingCheck
            checked={settings.isActiveOneClick}
            onChange={(checked) => store.apply(requestOneClick, checked)}
          >
            {t('coupon_one_click_on')}
          </SettingCheck>
          {state.isOneClickConfirmPending && (
            <div className={styles.confirm} role="alertdialog" aria-label={t('coupon_one_click')}>
              <p>{t('coupon_one_click_confirm')}</p>
              <button type="button" className={styles.place} onClick={() => store.apply(confirmOneClick)}>
                {t('coupon_one_click_yes')}
              </button>
              <button type="button" className={styles.linkButton} onClick={() => store.apply(cancelOneClick)}>
                {t('coupon_one_click_no')}
              </button>
            </div>
          )}
          <label htmlFor={oneClickAmountId} className={styles.label}>
            {t('coupon_one_click_amount')}
          </label>
          <input
            id={oneClickAmountId}
            className={styles.stakeInput}
            inputMode="decimal"
            autoComplete="off"
            value={settings.oneClickAmount}
            onChange={(event) => store.apply(setOneClickAmount, event.target.value)}
          />
        </fieldset>
      )}
    </details>
  );
}
