import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyOfficialProduct } from '@playhouse/contract/lottery';
import { Button } from '../../../components/ui/Button';
import type { NumberCapacity } from './capacity';
import { readTyped } from './picks';

/**
 * Wide numbers are typed (4D, lô 4): the player types numbers (a 4D roll as "R234"), adds them,
 * and sees each as a chip to take back; what the product cannot read is named back.
 */
export function TypedNumbers({
  product,
  picks,
  capacity,
  onChange,
}: {
  product: AnyOfficialProduct;
  picks: readonly string[];
  capacity(n: string): NumberCapacity;
  onChange(picks: string[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const add = () => {
    const read = readTyped(product, text);
    const closed = read.picks.filter((n) => capacity(n).closed);
    onChange([...picks, ...read.picks.filter((n) => !picks.includes(n) && !closed.includes(n))]);
    setRefused([...read.refused, ...closed]);
    setText('');
  };
  return (
    <div className="official-picker" data-testid="official-typed">
      <label htmlFor={id}>{t(product.lottery === '4D' ? 'official_type_4d' : 'official_type_numbers')}</label>
      <div className="official-typed-row">
        <input
          id={id}
          className="official-typed-input"
          value={text}
          inputMode="text"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="official-typed-input"
        />
        <Button variant="secondary" onClick={add} disabled={text.trim() === ''} data-testid="official-typed-add">
          {t('official_add')}
        </Button>
      </div>
      {refused.length > 0 ? (
        <p className="lottery-hint" role="alert" data-testid="official-typed-refused">
          {t('official_refused', { numbers: refused.join(', ') })}
        </p>
      ) : null}
      <ul className="official-chips" aria-label={t('official_picked')}>
        {picks.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="lottery-chip"
              aria-label={t('official_remove', { number: n })}
              data-testid="official-typed-pick"
              data-number={n}
              onClick={() => onChange(picks.filter((p) => p !== n))}
            >
              {n} ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
