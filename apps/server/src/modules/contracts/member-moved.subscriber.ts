import { defineSubscriber } from '../events/index.js';
import { endContractsAfterMove } from './contracts.service.js';

/**
 * An operator moved a member under another upline: the contracts it held from its former upline
 * end, with everything below them (termination_by 'cascade'). Until this runs, settlement already
 * skips a contract whose upline is no longer the downline's upline, so nothing is paid in between.
 * Ending contracts is idempotent (ended ones are not in force), so a redelivery changes nothing.
 */
export const memberMovedSubscriber = defineSubscriber({
  name: 'contracts-member-moved',
  types: ['member.upline_changed'],
  async handle(trx, event) {
    await endContractsAfterMove(trx, event.payload.merchantId, event.payload.memberId);
  },
});
