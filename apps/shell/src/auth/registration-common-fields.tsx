import type { BonusChoice } from '@parlay/contract';
import { countryById } from '@parlay/domain';
import { Select } from '@parlay/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { returnUrlOf } from '../session/sign-in-destination.ts';
import { useShellData } from '../state/shell-data.tsx';
import { type FormError, fieldError } from './form-errors.ts';
import { countryChoices, currencyChoices, currencyOptions } from './registration-options.ts';

export interface AccountChoices {
  /** '' until chosen (the visitor's geo country is preselected when the list has it). */
  countryId: string;
  currency: string;
  bonus: BonusChoice;
}

/** Country, currency and bonus start as the site configuration's geo country and currency, sport bonus. */
export function useAccountChoices() {
  const { config } = useShellData();
  return useState<AccountChoices>(() => ({
    countryId: countryById(config.geoCountryId) ? String(config.geoCountryId) : '',
    currency: currencyOptions.includes(config.geoCurrency) ? config.geoCurrency : 'USD',
    bonus: 1,
  }));
}

/** The registration body's shared part. */
export function accountFields(choices: AccountChoices) {
  return { country_id: Number(choices.countryId), currency: choices.currency, bonus_choice: choices.bonus };
}

const bonusChoices: readonly BonusChoice[] = [1, 2, 0];

/** Country, currency and the welcome-bonus choice every registration type asks. */
export function AccountChoiceFields({
  value,
  onChange,
  errors,
}: {
  value: AccountChoices;
  onChange: (value: AccountChoices) => void;
  /** The form's errors: those of country_id, currency and bonus_choice show under their fields. */
  errors: readonly FormError[];
}) {
  const { t, language } = useTranslation();
  const countries = useMemo(() => countryChoices(language), [language]);
  const currencies = useMemo(() => currencyChoices(language), [language]);
  const name = useId();
  const bonusError = fieldError(errors, 'bonus_choice');
  return (
    <>
      <div className="auth-pair">
        <Select
          label={t('registration_country')}
          options={countries}
          value={value.countryId || undefined}
          placeholder={t('registration_choose')}
          onValueChange={(countryId) => onChange({ ...value, countryId })}
          required
          error={fieldError(errors, 'country_id')}
        />
        <Select
          label={t('registration_currency')}
          options={currencies}
          value={value.currency}
          onValueChange={(currency) => onChange({ ...value, currency })}
          required
          error={fieldError(errors, 'currency')}
        />
      </div>
      <fieldset className="auth-bonus">
        <legend>{t('registration_bonus')}</legend>
        {bonusChoices.map((bonus) => (
          <label key={bonus} className="auth-bonus__option">
            <input
              type="radio"
              name={name}
              value={bonus}
              checked={value.bonus === bonus}
              onChange={() => onChange({ ...value, bonus })}
            />
            <span>{t(`registration_bonus_${bonus}`)}</span>
          </label>
        ))}
        {bonusError && <p className="pl-field__error">{bonusError}</p>}
      </fieldset>
    </>
  );
}

/** Where to go after registering: the return URL the page was opened with (seed 001 §2), if any. */
export function returnUrlFromPage(): string | undefined {
  return returnUrlOf(window.location.search) ?? undefined;
}
