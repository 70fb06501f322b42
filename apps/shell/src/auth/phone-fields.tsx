import { countryByIso } from '@parlay/domain';
import { Field, Select } from '@parlay/ui';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellData } from '../state/shell-data.tsx';
import { phoneCodeChoices } from './registration-options.ts';

export interface PhoneValue {
  /** The country whose dialling code is chosen (+7 is both Russia and Kazakhstan). */
  iso: string;
  number: string;
}

/** The phone a visitor starts with: their geo country's code, empty number. */
export function usePhoneDefault(): PhoneValue {
  const { config } = useShellData();
  return { iso: countryByIso(config.countryCode) ? config.countryCode : 'GB', number: '' };
}

/** The dialling code digits and the national number digits, as the calls take them. */
export function phoneParts(phone: PhoneValue): { code: string; number: string } {
  return { code: countryByIso(phone.iso)?.telCode ?? '', number: phone.number.replace(/\D/g, '') };
}

/** Country dialling code and number side by side (stacked on a phone screen). */
export function PhoneFields({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t, language } = useTranslation();
  const choices = useMemo(() => phoneCodeChoices(language), [language]);
  return (
    <div className="auth-phone">
      <Select
        label={t('auth_phone_code')}
        options={choices}
        value={value.iso}
        onValueChange={(iso) => onChange({ ...value, iso })}
        disabled={disabled}
        className="auth-phone__code"
      />
      <Field
        label={t('auth_phone_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={value.number}
        onChange={(event) => onChange({ ...value, number: event.target.value })}
        error={error}
        disabled={disabled}
        wrapperClassName="auth-phone__number"
      />
    </div>
  );
}
