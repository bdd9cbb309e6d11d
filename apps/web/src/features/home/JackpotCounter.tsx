import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { formatAmount } from '../../lib/format';
import { useWhitelabel } from '../../lib/site-queries';

const CENTS = 10 ** LIMITS.amountDecimals;
/** §4: the home counter rises by a random 100 to 500 every 3, 4 or 5 seconds. */
const STEP_MIN = 100 * CENTS;
const STEP_MAX = 500 * CENTS;
const DELAYS_MS = [3000, 4000, 5000];

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** The jackpot in minor units: a random start in the §9 range, then random rises at random delays. */
export function useJackpot(): number {
  const [value, setValue] = useState(() => randomInt(LIMITS.jackpotMin * CENTS, LIMITS.jackpotMax * CENTS));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setValue((v) => v + randomInt(STEP_MIN, STEP_MAX));
          schedule();
        },
        DELAYS_MS[randomInt(0, DELAYS_MS.length - 1)],
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return value;
}

/** The home page's jackpot counter, with 2 decimals and thousands separators. */
export function JackpotCounter() {
  const { t } = useTranslation();
  const symbol = useWhitelabel().data?.currencySymbol ?? '';
  const value = useJackpot();
  return (
    <section className="jackpot" data-testid="home-jackpot" aria-labelledby="home-jackpot-title">
      <p className="jackpot-label" id="home-jackpot-title">
        {t('home_jackpot_title')}
      </p>
      <p className="jackpot-value" data-testid="home-jackpot-value" data-value={value}>
        {formatAmount(value, symbol)}
      </p>
    </section>
  );
}
