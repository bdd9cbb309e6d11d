import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyOfficialProduct } from '@playhouse/contract/lottery';
import { useFormatAmount } from '../../../lib/format';
import { compactMinor, type NumberCapacity } from './capacity';
import { cellsOf, quickNumbers, type GridDigits } from './grid';
import { QuickPicks } from './QuickPicks';
import { addPicks, togglePick } from './picks';

const DIGITS = Array.from({ length: 10 }, (_, d) => d);

/**
 * The number grid of a product: 0–9, 00–99, or (three digits) the hundred first, then its 100
 * cells. Each cell shows what the number can still take where the product has a limit; closed
 * (suspended or full) numbers are disabled, half-pay ones marked.
 */
export function NumberGrid({
  product,
  digits,
  picks,
  capacity,
  onChange,
}: {
  product: AnyOfficialProduct;
  digits: GridDigits;
  picks: readonly string[];
  capacity(n: string): NumberCapacity;
  onChange(picks: string[]): void;
}) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const [hundred, setHundred] = useState(0);
  const cells = cellsOf(digits, hundred);
  const blocked = (n: string) => capacity(n).closed;

  return (
    <div className="official-picker" data-testid="official-grid" data-digits={digits}>
      {digits === 3 ? (
        <div className="official-hundreds" role="group" aria-label={t('official_hundreds')}>
          {DIGITS.map((h) => {
            const picked = picks.filter((p) => p[0] === String(h)).length;
            return (
              <button
                key={h}
                type="button"
                className="lottery-chip"
                aria-pressed={h === hundred}
                data-testid="official-hundred"
                data-hundred={h}
                onClick={() => setHundred(h)}
              >
                {`${h}00–${h}99`}
                {picked > 0 ? <span className="official-badge">{picked}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
      <div
        className={`official-cells official-cells-${digits === 1 ? 'one' : 'hundred'}`}
        role="group"
        aria-label={t('official_numbers')}
      >
        {cells.map((cell) => {
          const n = product.numberOf(cell);
          const c = n === null ? null : capacity(n);
          const on = n !== null && picks.includes(n);
          // The full amount and marks are read out after the number; the cell shows them short.
          const said = [
            c?.remaining != null ? t('official_remaining', { amount: money(c.remaining) }) : null,
            c?.halfPay ? t('official_half_pay') : null,
            c?.closed ? t('official_closed') : null,
          ].filter(Boolean);
          return (
            <button
              key={cell}
              type="button"
              className={`official-cell${c?.halfPay ? ' is-half' : ''}`}
              aria-pressed={on}
              title={said.length ? [cell, ...said].join(', ') : undefined}
              disabled={n === null || (c!.closed && !on)}
              data-testid="official-cell"
              data-number={cell}
              onClick={() => onChange(togglePick(product, picks, cell))}
            >
              <span className="official-cell-no">{cell}</span>
              {c?.remaining != null ? (
                <span className="official-cell-cap" aria-hidden="true">
                  {compactMinor(c.remaining)}
                </span>
              ) : null}
              {c?.halfPay ? (
                <span className="official-cell-half" aria-hidden="true">
                  ½
                </span>
              ) : null}
              {said.length ? <span className="ui-visually-hidden">{`, ${said.join(', ')}`}</span> : null}
            </button>
          );
        })}
      </div>
      {digits > 1 ? (
        <QuickPicks
          onPick={(q) => onChange(addPicks(product, picks, quickNumbers(cells, q), blocked))}
          onClear={() => onChange([])}
        />
      ) : (
        <QuickPicks onClear={() => onChange([])} />
      )}
    </div>
  );
}
