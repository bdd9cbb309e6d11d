import { AGENT_TYPES } from '@playhouse/contract';
import type { Db } from '../db/database.js';
import { createMember, createMerchant } from './merchant.factory.js';
import { seedCatalog } from './catalog/seed-catalog.js';
import { createHelpTopic } from '../modules/content/index.js';
import { seedContent } from './content.seed.js';
import { HELP_TOPICS } from './help.texts.js';
import { seedPayments } from './payments.seed.js';
import { seedOperators } from './operators.seed.js';
import { seedAdjustments } from './adjustments.seed.js';
import { seedMoneyQueues } from './money-queues.seed.js';
import { seedMemberView } from './member-view.seed.js';
import { seedWinners } from './winners.seed.js';
import { seedLottery } from './lottery.seed.js';
import { seedOfficial } from './official.seed.js';
import { seedAgentTeam } from './agents.seed.js';
// points mall and manual rebate
import { seedPoints } from './points.seed.js';
// VIP and red envelopes
import { seedEnvelopes, seedVip } from './vip-envelopes.seed.js';
// responsible gaming
import { seedResponsibleGaming } from './responsible-gaming.seed.js';
// messages and feedback
import { seedMessages } from './messages.seed.js';
// activities and referral
import { seedActivities } from './activities.seed.js';
// rewards
import { seedRewards } from './rewards.seed.js';
// missions and leaderboard
import { seedMissions } from './missions.seed.js';

export const DEMO = {
  merchant: 'demo',
  player: { username: 'demoplayer', password: 'demo1234', mobileNum: '9171234567', email: 'player@demo.local' },
  // Every demo account has a contact, so each can confirm a new device (new-IP verification).
  agent: { username: 'demoagent', password: 'demo1234', affiliateCode: 'DEMO01', email: 'agent@demo.local' },
  /** Signs in with the merchant's default password and must change it. */
  fresh: { username: 'demofresh', password: 'abc123456', email: 'fresh@demo.local' },
} as const;

/** Idempotent: the demo merchant `demo` with a player, an agent (type 1) and trial login on. */
export async function seedDemo(db: Db): Promise<void> {
  const merchantId = await createMerchant(db, {
    code: DEMO.merchant,
    name: 'Playhouse Demo',
    domains: ['localhost', '127.0.0.1'],
    flags: {
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      FREEPLAY3: true,
      MOBILEVERCODELOGIN3: true,
      AGENTPOLICY3: true,
      MANPLAYREB3: true,
      PWDEXPFORCECHANGE3: true,
    },
    settings: {
      social: { google: false, facebook: false },
      contacts: [
        // The demo's support chat; a merchant without one leaves LIVECHAT out and the entries hide.
        { slot: 'LIVECHAT', url: 'https://t.me/playhouse_demo_support' },
        { slot: 'TELEGRAM-1', url: 'https://t.me/playhouse_demo' },
        { slot: 'FACEBOOK-1', url: 'https://facebook.com/playhouse.demo' },
      ],
    },
    registerFields: {
      email: { shown: true, required: false },
      affiliateCode: { shown: true, required: false },
      payeeName: { shown: false, required: false },
      captcha: { shown: false, required: false },
    },
  });
  const agentId = await createMember(db, merchantId, { ...DEMO.agent, type: AGENT_TYPES[0] });
  const playerId = await createMember(db, merchantId, { ...DEMO.player, uplineId: agentId });
  const freshId = await createMember(db, merchantId, { ...DEMO.fresh, uplineId: agentId, mustChangePassword: true });
  const help = HELP_TOPICS.flatMap((h, sequence) =>
    (['EN', 'TY'] as const).map((language) => ({
      key: h.key,
      title: h.title[language],
      content: h.content[language],
      language,
      sequence,
    })),
  );
  // Sanitized like every help topic; re-seeding rewrites the same texts.
  for (const h of help) await createHelpTopic(db, { merchantId, ...h });
  // 14,000 games make over 10,000 RNG (slot) games, the size the lobby is built for.
  await seedCatalog(db, { games: 14_000, merchantIds: [merchantId] });
  await seedContent(db, merchantId);
  await seedPayments(db, merchantId, playerId);
  await seedWinners(db, merchantId);
  await seedLottery(db, merchantId);
  await seedOfficial(db, merchantId);
  await seedAgentTeam(db, DEMO.merchant, agentId, [playerId, freshId]);
  // messages and feedback
  await seedMessages(
    db,
    merchantId,
    { id: playerId, username: DEMO.player.username },
    { id: agentId, username: DEMO.agent.username },
  );
  // activities and referral: after the winners (a demo winner's application) and payments (the demo channels)
  await seedActivities(db, merchantId, playerId);
  // missions and leaderboard: after the players whose rounds fill the boards
  await seedMissions(db, merchantId, playerId);
  await seedOperators(db);
  // the operator console: adjustments by the demo merchant's owner (after the operators)
  await seedAdjustments(db, merchantId);
  await seedMoneyQueues(db, merchantId);
  await seedMemberView(db, merchantId);
  // points mall and manual rebate
  await seedPoints(db, merchantId, playerId);
  // VIP and red envelopes: after the winners, who are among the VIP players
  await seedVip(db, merchantId);
  await seedEnvelopes(db, merchantId, playerId);
  // responsible gaming
  await seedResponsibleGaming(db, merchantId, playerId);
  // rewards
  await seedRewards(db, merchantId);
}
