import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  diceMultiplierX10000,
  diceWinningRolls,
  fixed4,
  type BgsSessionAnswer,
  type BgsTableRoundAnswer,
} from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { rollDice } from './bgs-api';
import { BetSelect } from './BetSelect';
import type { RoundResult } from './round-result';
import { useFormatAmount } from '../../lib/format';

const hundredths = (n: number) => (n / 100).toFixed(2);

/** Dice: pick a target and under/over; the chance and payout follow (the contract's rule, the one the server pays by). */
export function DiceGame({ session, onRound }: { session: BgsSessionAnswer; onRound(r: RoundResult): void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatAmount();
  const dice = session.dice!;
  const [bet, setBet] = useState(session.betSteps[1] ?? session.limits.minBet);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const [target, setTarget] = useState(5000);
  const [last, setLast] = useState<BgsTableRoundAnswer | null>(null);

  const winning = diceWinningRolls(dice, direction, target);
  const multiplier = fixed4(diceMultiplierX10000(dice, direction, target));

  const play = useMutation({
    mutationFn: () => rollDice(session.sessionToken, bet, direction, target),
    onSuccess: (a) => {
      setLast(a);
      onRound(a);
    },
  });

  return (
    <div className="bgs-dice">
      <div className={`bgs-dice-roll${last ? (last.won ? ' is-won' : ' is-lost') : ''}`} data-testid="bgs-dice-roll">
        {last ? hundredths(last.roll) : '--.--'}
      </div>
      <div className="bgs-dice-direction" role="radiogroup" aria-label={t('bgs_dice_target')}>
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            className={direction === d ? 'is-active' : undefined}
            onClick={() => setDirection(d)}
            data-testid={`bgs-dice-${d}`}
          >
            {t(d === 'under' ? 'bgs_dice_under' : 'bgs_dice_over')}
          </button>
        ))}
      </div>
      <label className="bgs-dice-target">
        <span>
          {t('bgs_dice_target')}: <strong>{hundredths(target)}</strong>
        </span>
        <input
          type="range"
          min={dice.minTarget}
          max={dice.maxTarget}
          step={1}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          data-testid="bgs-dice-target"
        />
      </label>
      <p className="bgs-muted">
        {t('bgs_dice_chance')}: {hundredths(winning)}% · {t('bgs_dice_multiplier')}: {multiplier}×
      </p>
      <div className="bgs-controls">
        <BetSelect steps={session.betSteps} value={bet} onChange={setBet} disabled={play.isPending} />
        <Button onClick={() => play.mutate()} disabled={play.isPending} data-testid="bgs-roll">
          {play.isPending ? t('bgs_rolling') : t('bgs_roll')}
        </Button>
      </div>
      {play.isError ? (
        <p className="bgs-error" role="alert" data-testid="bgs-error">
          {play.error.message}
        </p>
      ) : null}
      {last ? (
        <p className="bgs-result" data-testid="bgs-result" data-win={last.win}>
          {last.won
            ? t('bgs_dice_result_won', { roll: hundredths(last.roll), amount: formatMoney(last.win) })
            : t('bgs_dice_result_lost', { roll: hundredths(last.roll) })}
        </p>
      ) : null}
    </div>
  );
}
