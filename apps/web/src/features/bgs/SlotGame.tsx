import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BgsSessionAnswer, type BgsSlotSpinAnswer } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { spin } from './bgs-api';
import { BetSelect } from './BetSelect';
import type { RoundResult } from './round-result';
import { SlotSymbol } from './SlotSymbol';
import { useFormatAmount } from '../../lib/format';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** Reels stop left to right after the answer: the first after FIRST_STOP_MS, then one each STOP_MS. */
const FIRST_STOP_MS = 250;
const STOP_MS = 160;

/** The 5 × 3 slot: bet selector, spin, the window with winning cells lit, and the line wins. */
export function SlotGame({ session, onRound }: { session: BgsSessionAnswer; onRound(r: RoundResult): void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatAmount();
  const slot = session.slot!;
  const lines = slot.paylines.length;
  const [bet, setBet] = useState(session.betSteps[1] ?? session.limits.minBet);
  const [last, setLast] = useState<BgsSlotSpinAnswer | null>(null);
  const [focusLine, setFocusLine] = useState<number | null>(null);

  // How many reels (from the left) show the answer's window; the others still spin.
  const [stopped, setStopped] = useState(slot.reels);

  const play = useMutation({
    mutationFn: () => spin(session.sessionToken, bet, lines),
    onSuccess: (a) => {
      setLast(a);
      setFocusLine(null);
      onRound(a);
      // The round is settled already: the animation only shows it (none with reduced motion).
      setStopped(reducedMotion() ? slot.reels : 0);
    },
  });
  useEffect(() => {
    if (stopped >= slot.reels) return;
    const id = window.setTimeout(() => setStopped((n) => n + 1), stopped === 0 ? FIRST_STOP_MS : STOP_MS);
    return () => window.clearTimeout(id);
  }, [stopped, slot.reels]);
  const settling = stopped < slot.reels;
  const busy = play.isPending || settling;

  const reels = last?.reels ?? idleReels(slot.symbols, slot.reels, slot.rows);
  const lit = useMemo(() => {
    const cells = new Set<string>();
    if (settling) return cells;
    for (const w of last?.lineWins ?? [])
      if (focusLine === null || focusLine === w.line) for (const [r, c] of w.cells) cells.add(`${r}:${c}`);
    return cells;
  }, [last, focusLine, settling]);
  const nameOf = (symbol: string) => t(`bgs_symbol_${symbol}`, { defaultValue: symbol });
  const strip = useMemo(() => [...slot.symbols, ...slot.symbols], [slot.symbols]);

  return (
    <div className="bgs-slot">
      <div
        className={`bgs-reels${busy ? ' is-spinning' : ''}`}
        data-testid="bgs-reels"
        aria-busy={busy}
        style={{ gridTemplateColumns: `repeat(${slot.reels}, minmax(0, 1fr))` }}
      >
        {reels.map((reel, r) => {
          const spinning = play.isPending || r >= stopped;
          return (
            <div className={`bgs-reel${spinning ? ' is-spinning' : ''}`} key={r} data-testid="bgs-reel">
              {reel.map((symbol, row) => (
                <div
                  key={row}
                  className={`bgs-cell${lit.has(`${r}:${row}`) ? ' is-win' : ''}${symbol === slot.wild ? ' is-wild' : ''}`}
                  data-testid="bgs-cell"
                  data-symbol={symbol}
                  title={nameOf(symbol)}
                >
                  <SlotSymbol symbol={symbol} label={nameOf(symbol)} />
                </div>
              ))}
              {spinning ? (
                // A blurred strip runs over the cells while the reel spins; the cells keep its size.
                <div className="bgs-strip" aria-hidden="true" style={{ animationDelay: `${-r * 70}ms` }}>
                  {strip.map((symbol, i) => (
                    <div className="bgs-cell" key={i}>
                      <SlotSymbol symbol={symbol} />
                    </div>
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>

      <div className="bgs-controls">
        <BetSelect steps={session.betSteps} value={bet} onChange={setBet} disabled={busy} />
        <span className="bgs-muted">{t('bgs_lines', { count: lines })}</span>
        <Button onClick={() => play.mutate()} disabled={busy} data-testid="bgs-spin">
          {busy ? t('bgs_spinning') : t('bgs_spin')}
        </Button>
      </div>
      {play.isError ? (
        <p className="bgs-error" role="alert" data-testid="bgs-error">
          {play.error.message}
        </p>
      ) : null}

      {last && !settling ? (
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
                    <SlotSymbol symbol={w.symbol} />
                    {t('bgs_line_win', { line: w.line, count: w.count, symbol: nameOf(w.symbol) })} · {formatMoney(w.win)}
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
                <th scope="row">
                  <SlotSymbol symbol={s} label={nameOf(s)} />
                </th>
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
