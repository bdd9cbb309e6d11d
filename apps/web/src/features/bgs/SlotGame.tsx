import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BgsSessionAnswer, type BgsSlotSpinAnswer } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { spin } from './bgs-api';
import { BetSelect } from './BetSelect';
import type { RoundResult } from './round-result';
import { glyphOf } from './symbols';

/** The 5 × 3 slot: bet selector, spin, the window with winning cells lit, and the line wins. */
export function SlotGame({ session, onRound }: { session: BgsSessionAnswer; onRound(r: RoundResult): void }) {
  const { t } = useTranslation();
  const slot = session.slot!;
  const lines = slot.paylines.length;
  const [bet, setBet] = useState(session.betSteps[1] ?? session.limits.minBet);
  const [last, setLast] = useState<BgsSlotSpinAnswer | null>(null);
  const [focusLine, setFocusLine] = useState<number | null>(null);

  const play = useMutation({
    mutationFn: () => spin(session.sessionToken, bet, lines),
    onSuccess: (a) => {
      setLast(a);
      setFocusLine(null);
      onRound(a);
    },
  });

  const reels = last?.reels ?? idleReels(slot.symbols, slot.reels, slot.rows);
  const lit = useMemo(() => {
    const cells = new Set<string>();
    for (const w of last?.lineWins ?? [])
      if (focusLine === null || focusLine === w.line) for (const [r, c] of w.cells) cells.add(`${r}:${c}`);
    return cells;
  }, [last, focusLine]);

  return (
    <div className="bgs-slot">
      <div
        className={`bgs-reels${play.isPending ? ' is-spinning' : ''}`}
        data-testid="bgs-reels"
        style={{ gridTemplateColumns: `repeat(${slot.reels}, 1fr)` }}
      >
        {reels.map((reel, r) => (
          <div className="bgs-reel" key={r}>
            {reel.map((symbol, row) => (
              <div
                key={row}
                className={`bgs-cell${lit.has(`${r}:${row}`) ? ' is-win' : ''}${symbol === slot.wild ? ' is-wild' : ''}`}
                data-testid="bgs-cell"
                data-symbol={symbol}
                title={symbol}
              >
                {glyphOf(symbol, session.theme)}
              </div>
            ))}
          </div>
        ))}
      </div>

      <div className="bgs-controls">
        <BetSelect steps={session.betSteps} value={bet} onChange={setBet} disabled={play.isPending} />
        <span className="bgs-muted">{t('bgs_lines', { count: lines })}</span>
        <Button onClick={() => play.mutate()} disabled={play.isPending} data-testid="bgs-spin">
          {play.isPending ? t('bgs_spinning') : t('bgs_spin')}
        </Button>
      </div>
      {play.isError ? (
        <p className="bgs-error" role="alert" data-testid="bgs-error">
          {play.error.message}
        </p>
      ) : null}

      {last ? (
        <div className="bgs-result" data-testid="bgs-result" data-win={last.win}>
          <strong className={last.win !== '0' ? 'bgs-ok' : undefined}>
            {last.win !== '0' ? t('bgs_win', { amount: formatMoney(last.win) }) : t('bgs_no_win')}
          </strong>
          {last.lineWins.length ? (
            <ul className="bgs-line-wins">
              {last.lineWins.map((w) => (
                <li key={w.line}>
                  <button
                    type="button"
                    className={focusLine === w.line ? 'is-active' : undefined}
                    data-testid="bgs-line-win"
                    onMouseEnter={() => setFocusLine(w.line)}
                    onMouseLeave={() => setFocusLine(null)}
                    onFocus={() => setFocusLine(w.line)}
                    onBlur={() => setFocusLine(null)}
                  >
                    {t('bgs_line_win', { line: w.line, count: w.count, symbol: glyphOf(w.symbol, session.theme) })} ·{' '}
                    {formatMoney(w.win)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <details className="bgs-paytable">
        <summary>{t('bgs_paytable')}</summary>
        <p className="bgs-muted">{t('bgs_rtp', { rtp: (slot.rtp * 100).toFixed(2) })}</p>
        <table>
          <tbody>
            {slot.symbols.map((s) => (
              <tr key={s}>
                <th scope="row">{glyphOf(s, session.theme)}</th>
                {Object.entries(slot.paytable[s] ?? {}).map(([n, m]) => (
                  <td key={n}>
                    {n}× → {m}×
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** Before the first spin: a still window showing the symbols in order. */
function idleReels(symbols: string[], reels: number, rows: number): string[][] {
  return Array.from({ length: reels }, (_, r) =>
    Array.from({ length: rows }, (_, row) => symbols[(r + row * 2) % symbols.length]!),
  );
}
