import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { countPlay } from './wagering.service.js';

/** Wagering progress from settled plays (validPlayOf), one member's plays in order. */
export const wageringSubscriber = defineSubscriber({
  name: 'rewards-wagering',
  types: VALID_PLAY_EVENTS,
  orderedByMember: true,
  async handle(trx, event) {
    const play = validPlayOf(event);
    if (play) await countPlay(trx, play);
  },
});
