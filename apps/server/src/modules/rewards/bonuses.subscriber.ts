import { defineSubscriber } from '../events/index.js';
import { offerDepositBonuses, offerSignupBonuses } from './bonuses.service.js';

/** The merchant's deposit, signup and fixed bonuses offered as claimable rewards. */
export const bonusOffersSubscriber = defineSubscriber({
  name: 'rewards-bonus-offers',
  types: ['deposit.confirmed', 'member.registered'],
  async handle(trx, event) {
    const { merchantId, memberId } = event.payload;
    if (event.type === 'deposit.confirmed')
      await offerDepositBonuses(trx, {
        merchantId,
        memberId,
        depositId: event.payload.depositId,
        amount: BigInt(event.payload.amount),
        at: event.createdAt,
      });
    else await offerSignupBonuses(trx, { merchantId, memberId, at: event.createdAt });
  },
});
