import svgCaptcha from 'svg-captcha';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sha256 } from '../../lib/secrets.js';
import { writeOutbox } from '../../lib/outbox.js';
import { AppError } from '../../core/errors.js';
import { hit } from '../../lib/rate-limit.js';
import { CAPTCHA_ASKED } from '@playhouse/contract';

const TTL_MINUTES = 5;

/**
 * A new captcha: the image as a base64 data URL, bound to an id. `text` is the answer; it
 * never leaves the server except into the dev outbox (non-production), for automated tests.
 * `merchantId` null: an operator's sign-in captcha (operators belong to no merchant).
 */
export async function createCaptcha(
  db: Db,
  merchantId: string | null,
): Promise<{ captchaId: string; image: string; text: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: false, background: '#f4f1ea' });
  const { id } = await db
    .insertInto('captchas')
    .values({
      merchant_id: merchantId,
      answer_hash: sha256(c.text.toLowerCase()),
      expires_at: sql<Date>`now() + make_interval(mins => ${TTL_MINUTES})` as unknown as Date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, text: c.text };
}

/** Checks and burns a captcha: each can be used once, right or wrong. */
export async function checkCaptcha(db: Db, merchantId: string | null, captchaId: string | undefined, answer: string | undefined) {
  if (!captchaId || !answer?.trim()) throw new AppError('captcha_required', CAPTCHA_ASKED);
  if (!/^[0-9a-f-]{36}$/i.test(captchaId)) throw new AppError('captcha_invalid', CAPTCHA_ASKED);
  const row = await db
    .updateTable('captchas')
    .set({ used_at: new Date() })
    .where('id', '=', captchaId)
    .where((eb) => (merchantId === null ? eb('merchant_id', 'is', null) : eb('merchant_id', '=', merchantId)))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!row || !sha256(answer.trim().toLowerCase()).equals(row.answer_hash)) throw new AppError('captcha_invalid', CAPTCHA_ASKED);
}

/** Captchas one IP may draw per minute (the client refreshes at most once a second, §9). */
const PER_IP_PER_MINUTE = 60;

/**
 * GET /wps/captcha: a rate-limited new captcha. With the dev outbox on (never in production)
 * the answer is also written there, recipient `captcha:<id>`, so automated tests can read it.
 */
export async function issueCaptcha(db: Db, merchantId: string | null, ip: string, devOutbox: boolean) {
  const perIp = await hit(db, `captcha:ip:${merchantId ?? 'ops'}:${ip}`, 60);
  if (perIp.hits > PER_IP_PER_MINUTE) throw new AppError('rate_limited');
  const { captchaId, image, text } = await createCaptcha(db, merchantId);
  if (devOutbox) {
    await writeOutbox(db, { merchantId, channel: 'sms', recipient: `captcha:${captchaId}`, subject: 'captcha', body: text });
  }
  return { captchaId, image };
}

/** Cleanup job: captchas expired a day ago. */
export async function purgeExpiredCaptchas(db: Db) {
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
