import type { Db } from '../db/database.js';
import { feedbackList, recordFeedback, replyToFeedback } from '../modules/feedback/index.js';
import { readMessage, sendMemberMessage, sentMessages } from '../modules/messages/index.js';

/**
 * The demo inbox: the demo player and agent have messages, some read and some unread, so the
 * messages page and the badges have content; and two feedbacks for the operator's list, one
 * answered (its reply is one of the player's messages).
 */
const PLAYER_MESSAGES = [
  {
    title: { EN: 'Welcome to Playhouse', TY: 'Maligayang pagdating sa Playhouse' },
    body: {
      EN: 'Thank you for joining. Your account is ready: deposit from the member centre and try the in-house games.',
      TY: 'Salamat sa pagsali. Handa na ang iyong account: mag-deposito mula sa member centre at subukan ang aming mga laro.',
    },
    read: true,
  },
  {
    title: { EN: 'Your security centre', TY: 'Ang iyong security centre' },
    body: {
      EN: 'Add a payment password and an authenticator app in My account to keep your money safe.',
      TY: 'Magdagdag ng payment password at authenticator app sa My account para ligtas ang iyong pera.',
    },
    read: true,
  },
  {
    title: { EN: 'Weekend lottery draws', TY: 'Mga draw ng lottery ngayong weekend' },
    body: {
      EN: 'The fast-draw lottery runs every minute all weekend. Good luck!',
      TY: 'Tuloy-tuloy ang fast-draw lottery bawat minuto buong weekend. Good luck!',
    },
    read: false,
  },
  {
    title: { EN: 'Scheduled maintenance', TY: 'Nakatakdang maintenance' },
    body: {
      EN: 'Some vendors will be in maintenance on Tuesday from 02:00 to 04:00. Your balance is safe.',
      TY: 'Ang ilang vendor ay nasa maintenance sa Martes mula 02:00 hanggang 04:00. Ligtas ang iyong balanse.',
    },
    read: false,
  },
];
const AGENT_MESSAGES = [
  {
    title: { EN: 'Agent centre tips', TY: 'Mga tip sa agent centre' },
    body: {
      EN: 'Share your invitation code from the agent centre; your team reports update every hour.',
      TY: 'Ibahagi ang iyong invitation code mula sa agent centre; naa-update bawat oras ang iyong mga ulat ng team.',
    },
    read: true,
  },
  {
    title: { EN: 'New commission period', TY: 'Bagong panahon ng komisyon' },
    body: {
      EN: 'A new commission period has started. Check your contracts for the current rates.',
      TY: 'Nagsimula na ang bagong panahon ng komisyon. Tingnan ang iyong mga kontrata para sa kasalukuyang rate.',
    },
    read: false,
  },
];

/** Idempotent: writes only while the merchant has sent no message yet. */
export async function seedMessages(
  db: Db,
  merchantId: string,
  player: { id: string; username: string },
  agent: { id: string; username: string },
): Promise<void> {
  if ((await sentMessages(db, merchantId, { pageNo: 1, pageSize: 1 })).totalElements > 0) return;
  for (const [memberId, list] of [
    [player.id, PLAYER_MESSAGES],
    [agent.id, AGENT_MESSAGES],
  ] as const) {
    for (const m of list) {
      const { id } = await sendMemberMessage(db, { merchantId, memberId, title: m.title, body: m.body });
      if (m.read) await readMessage(db, merchantId, memberId, id);
    }
  }
  if ((await feedbackList(db, merchantId, { pageNo: 1, pageSize: 1 })).totalElements > 0) return;
  const answered = await recordFeedback(db, {
    merchantId,
    memberId: player.id,
    username: player.username,
    type: 1,
    content: 'My deposit through the demo gateway took a minute to show. Is that normal?',
  });
  await db
    .transaction()
    .execute((trx) =>
      replyToFeedback(
        trx,
        merchantId,
        null,
        answered.id,
        'Yes: the demo gateway confirms a payment after a short delay, then your balance updates by itself.',
      ),
    );
  await recordFeedback(db, {
    merchantId,
    memberId: agent.id,
    username: agent.username,
    type: 4,
    content: 'Could customer service add a Tagalog chat line for my team members?',
  });
}
