import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '../../lib/format';

/** The stake, from the game's suggested steps (minor units as strings). */
export function BetSelect({
  steps,
  value,
  onChange,
  disabled,
}: {
  steps: string[];
  value: string;
  onChange(v: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatAmount();
  return (
    <label className="bgs-bet">
      <span>{t('bgs_bet')}</span>
      <select
        className="bgs-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        data-testid="bgs-bet"
      >
        {steps.map((s) => (
          <option key={s} value={s}>
            {formatMoney(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
