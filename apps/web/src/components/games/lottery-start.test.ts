import { describe, expect, it } from 'vitest';
import { LOTTERY_ROUTES } from '@playhouse/contract';
import { lotteryStartPath } from './lottery-start';

describe('starting a lottery tile', () => {
  it('opens an e-Lottery game on the odds board, a Lottery game in its first mode', () => {
    expect(lotteryStartPath(LOTTERY_ROUTES.ELOTT!, 'ELOTT', 'SSC1')).toBe('/lottery?gameCode=SSC1&mode=ELOTT');
    expect(lotteryStartPath(LOTTERY_ROUTES.LOTT!, 'LOTT', 'PK10_1')).toBe('/lottery?gameCode=PK10_1');
  });

  it('a vendor tile opens the game list, the e-Lottery one in its mode', () => {
    expect(lotteryStartPath(LOTTERY_ROUTES.ELOTT!, 'ELOTT')).toBe('/lottery?mode=ELOTT');
    expect(lotteryStartPath(LOTTERY_ROUTES.LOTT!, 'LOTT')).toBe('/lottery');
  });

  it("the vendor lotteries keep their launcher and the vendor's own code", () => {
    expect(lotteryStartPath(LOTTERY_ROUTES.TCG_SEA!, 'TCG_SEA', 'TCG_SEA-00002')).toBe('/seaLottery?gameCode=TCG_SEA-00002');
  });
});
