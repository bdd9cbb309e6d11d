import type { Page } from 'playwright-core';
import type { OperatorRole } from '@playhouse/contract';
import { hashPassword } from '../../server/src/lib/passwords.js';
import { generateTotpSecret, totpCode } from '../../server/src/lib/totp.js';
import { sql } from './browser';

/** The console journeys' operators: made in the database as an owner's call would, signed in through the page. */
export const PASSWORD = 'console journey password';

/**
 * An operator of the demo merchant with its authenticator set up (its TOTP secret in hand), or
 * (`enrolled: false`) as an owner creates one: it sets up its authenticator at its first sign-in.
 */
export async function operator(role: OperatorRole, username: string, enrolled = true) {
  const secret = generateTotpSecret();
  await sql(
    `INSERT INTO operator_users (username, password_hash, totp_secret, role, merchant_id, email, email_verified_at, activated_at,
                                totp_enrolled_at)
     SELECT $1, $2, $3, $4, id, $1 || '@operators.invalid', now(), now(), CASE WHEN $5 THEN now() END FROM merchants WHERE code = 'demo'`,
    [username, await hashPassword(PASSWORD), secret, role, enrolled],
  );
  return { username, secret };
}

export async function signIn(page: Page, op: { username: string; secret: string }) {
  await page.goto('/console/');
  await page.getByTestId('sign-in-username').fill(op.username);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-totp').fill(totpCode(op.secret, Date.now()));
  await page.getByTestId('sign-in-submit').click();
  // The console opens on the merchant's dashboard; the journeys start from the member list.
  await page.getByTestId('dashboard').waitFor();
  await page.getByTestId('nav-members').click();
  await page.getByTestId('members-grid').waitFor();
}
