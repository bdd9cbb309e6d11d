import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import type { MailMessage } from '../../lib/mail.js';
import type { Merchant } from '../merchant/index.js';
import { consumeEmailCode, issueEmailCode } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const merchant = { id: acme.id, name: 'Acme' } as Merchant;
const sent: MailMessage[] = [];
const mail = { send: async (m: MailMessage) => void sent.push(m) };
let n = 0;

/** Mails a code bound to a fresh subject; returns the subject and the code the mail carried. */
async function issued() {
  const subject = `subject-${++n}`;
  await issueEmailCode(
    t.db,
    mail,
    merchant,
    { purpose: 'challenge', subject, to: `p${n}@example.com`, lang: 'EN' },
    `10.30.0.${n}`,
  );
  const code = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!;
  return { subject, code };
}
const codeOf = (subject: string) =>
  t.db.selectFrom('email_codes').select(['attempts', 'consumed_at']).where('subject', '=', subject).executeTakeFirstOrThrow();
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'passed',
    (e: { code?: string }) => e.code,
  );

describe('e-mail codes', () => {
  it('take at most five guesses, even in parallel: the right code is refused after them', async () => {
    const { subject, code } = await issued();
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => refusal(consumeEmailCode(t.db, acme.id, 'challenge', subject, wrong))),
    );
    expect(guesses.every((g) => g === 'invalid_verification_code')).toBe(true);
    expect((await codeOf(subject)).attempts).toBe(5);
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', subject, code))).toBe('invalid_verification_code');
  });

  it('work once, for their subject and merchant only', async () => {
    const { subject, code } = await issued();
    const other = await buildMerchant(t.db, { code: 'other' });
    expect(await refusal(consumeEmailCode(t.db, other.id, 'challenge', subject, code))).toBe('invalid_verification_code');
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', 'subject-none', code))).toBe('invalid_verification_code');
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', subject, ''))).toBe('missing_verification_code');
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', subject, code))).toBe('passed');
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', subject, code))).toBe('invalid_verification_code');
  });

  it('are replaced by a newer code of the same subject', async () => {
    const first = await issued();
    await issueEmailCode(
      t.db,
      mail,
      merchant,
      { purpose: 'challenge', subject: first.subject, to: 'again@example.com', lang: 'EN' },
      '10.31.0.1',
    );
    const second = /\b(\d{6})\b/.exec(sent.at(-1)!.text)![1]!;
    if (second !== first.code)
      expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', first.subject, first.code))).toBe(
        'invalid_verification_code',
      );
    expect(await refusal(consumeEmailCode(t.db, acme.id, 'challenge', first.subject, second))).toBe('passed');
  });
});
