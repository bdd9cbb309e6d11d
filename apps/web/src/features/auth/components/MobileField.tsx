import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@playhouse/contract';
import { errorAria, FieldFrame } from '../../../components/ui/FieldFrame';
import { useCountryCodes } from '../../../lib/site-queries';

export interface MobileFieldProps {
  country: UseFormRegisterReturn;
  mobile: UseFormRegisterReturn;
  error?: string;
  testId: string;
  label?: string;
}

/** Country dialing code + mobile number on one row (the digit count depends on the region). */
export function MobileField({ country, mobile, error, testId, label }: MobileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountryCodes().data ?? COUNTRIES;
  return (
    <FieldFrame id={id} label={label ?? t('auth_mobile')} error={error}>
      <select className="auth-select" aria-label={t('auth_country_code')} data-testid={`${testId}-country`} {...country}>
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            {c.countryCode} +{c.countryDialingCode}
          </option>
        ))}
      </select>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={t('auth_mobile_placeholder')}
        {...errorAria(id, error)}
        data-testid={testId}
        {...mobile}
      />
    </FieldFrame>
  );
}
