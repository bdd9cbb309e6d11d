import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { newPage } from './browser';
import { operator, signIn } from './console-fixtures';

/** An owner's staff page: a new operator, its role changed, another operator's session ended. */
const db = new pg.Client({ connectionString: inject('databaseUrl') });
await db.connect();
afterAll(() => db.end());

describe('staff from the console', () => {
  it("creates an operator, changes its role, and ends another operator's session", async () => {
    const owner = await operator('owner', 'console-staff-owner');
    const clerk = await operator('support', 'console-staff-clerk');
    const other = (await newPage()).page;
    await signIn(other, clerk);

    const { page } = await newPage();
    await signIn(page, owner);
    await page.getByTestId('nav-staff').click();
    await page.getByTestId('staff-new-username').fill('console-hired');
    await page.getByTestId('staff-new-email').fill('console-hired@operators.invalid');
    await page.getByTestId('staff-new-password').fill('a long first password 1');
    await page.getByTestId('staff-create-submit').click();
    const hired = page.locator('[data-testid="staff-operator"][data-username="console-hired"]');
    await hired.waitFor();
    await hired.getByTestId('staff-role').selectOption('finance');
    await page.getByText('console-hired is changed.').waitFor();
    const row = await db.query(`SELECT role FROM operator_users WHERE username = 'console-hired'`);
    expect(row.rows).toEqual([{ role: 'finance' }]);

    // The clerk's session ends from here: its console goes back to the sign-in at its next call.
    await page
      .locator('[data-testid="staff-session"][data-operator="console-staff-clerk"]')
      .getByTestId('staff-end-session')
      .click();
    await page.getByText('The session is ended.').waitFor();
    await other.getByTestId('members-q').fill('demo');
    await other.getByTestId('members-find').click();
    await other.getByTestId('sign-in-username').waitFor();
    const trail = await db.query(
      `SELECT action FROM audit_log WHERE actor_name = 'console-staff-owner' AND action <> 'operator.login' ORDER BY id`,
    );
    expect(trail.rows.map((r) => r.action)).toEqual(['operator.created', 'operator.updated', 'operator.session_ended']);
  });
});
