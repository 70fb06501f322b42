import type { PaymentMethod } from '@parlay/contract';
import type { CurrencyCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, Field, type FieldProps, Skeleton } from '@parlay/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import styles from './office.module.css';
import { Notice } from './office-frame.tsx';
import { AccountSelect, MethodChoices } from './payment-form-parts.tsx';
import type { PaymentForm, PaymentKind } from './use-payment-form.ts';

/** What a payment form shows until the player's accounts are read, or when they cannot be. */
export function AccountsPending({ failed, i18n }: { failed: boolean; i18n: Translator }) {
  if (failed)
    return (
      <Notice tone="error" role="alert">
        <p>{i18n.t('office_accounts_failed')}</p>
      </Notice>
    );
  return (
    <div aria-busy="true" className={styles.form}>
      <Skeleton height="3rem" />
      <Skeleton height="6rem" />
      <span className="pl-visually-hidden">{i18n.t('office_loading')}</span>
    </div>
  );
}

/** The amount to pay in or out, in the account's currency. */
export function AmountField({
  currency,
  i18n,
  ...props
}: Omit<FieldProps, 'label'> & { currency: CurrencyCode; i18n: Translator }) {
  return (
    <Field
      label={i18n.t('office_amount_label', { currency })}
      inputMode="decimal"
      autoComplete="off"
      {...props}
    />
  );
}

interface PaymentFormFrameProps {
  payment: PaymentForm;
  kind: PaymentKind;
  currency: CurrencyCode;
  language: string;
  i18n: Translator;
  onSubmit: (event: FormEvent) => void;
  formRef?: Ref<HTMLFormElement>;
  /** What the form says first, above the account. */
  notice?: ReactNode;
  accountLabel: string;
  noMethodsText: string;
  submitLabel: string;
  /** The player picks a method (by default: it becomes the chosen one). */
  onMethod?: (method: PaymentMethod) => void;
  /** What the form asks once the methods are there, between the methods and the button. */
  children: ReactNode;
}

/**
 * The frame of the deposit and withdrawal forms: the account, the methods of its currency (while
 * they load, when they cannot be read, when there are none), the form's own fields, what went
 * wrong that no field shows, and the button.
 */
export function PaymentFormFrame({
  payment,
  kind,
  currency,
  language,
  i18n,
  onSubmit,
  formRef,
  notice,
  accountLabel,
  noMethodsText,
  submitLabel,
  onMethod = payment.chooseMethod,
  children,
}: PaymentFormFrameProps) {
  const { methodsState, sending } = payment;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
      {notice}
      <AccountSelect
        accounts={payment.accounts.accounts}
        value={payment.account}
        onChange={payment.chooseAccount}
        label={accountLabel}
        language={language}
        disabled={sending}
      />
      {methodsState.status === 'failed' ? (
        <Notice tone="error" role="alert">
          <p>{methodsState.text}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={payment.retryMethods}>
              {i18n.t('office_retry')}
            </Button>
          </p>
        </Notice>
      ) : methodsState.status === 'loading' ? (
        <Skeleton height="6rem" />
      ) : payment.methods.length === 0 ? (
        <Notice tone="warning">
          <p>{noMethodsText}</p>
        </Notice>
      ) : (
        <>
          <MethodChoices
            methods={payment.methods}
            kind={kind}
            value={payment.method?.id ?? null}
            onChange={onMethod}
            currency={currency}
            language={language}
            i18n={i18n}
            error={payment.errors.method}
          />
          {children}
          {payment.formError && (
            <p ref={payment.errorBox} className={styles.formError} role="alert" tabIndex={-1}>
              {payment.formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {submitLabel}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
