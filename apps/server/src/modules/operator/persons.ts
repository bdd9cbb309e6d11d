import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { keyCreatorOf } from './keys.repository.js';
import type { ActingOperator } from './operator.context.js';
import { userById } from './operator.repository.js';

/**
 * Persons, for rules that need two different people (four eyes). A person is an operator user
 * (one verified e-mail, shared by no other operator); a key stands for the user who made it.
 */

/**
 * The person behind an operator's call: a user is themself, and a key is the user who made it
 * ("user:<id>"), so nobody approves with a key what they entered in person; a key nobody made
 * (seeded) stands for itself ("key:<id>").
 */
export async function personOf(db: Db, op: ActingOperator): Promise<string> {
  if (op.kind === 'user') return `user:${op.id}`;
  const creator = await keyCreatorOf(db, op.id);
  return creator ? `user:${creator}` : `key:${op.id}`;
}

/**
 * The person approving under four eyes, as personOf names them. Only a person approves: signed
 * in with password and TOTP (a machine key never does, whoever made it: a key printed or leaked
 * is not a second pair of eyes), with a verified e-mail. The caller still compares it with who
 * proposed.
 */
export async function approverOf(db: Db, op: ActingOperator): Promise<string> {
  if (op.kind !== 'user' || op.sessionId === null) throw new AppError('operator_person_required');
  const user = await userById(db, op.id);
  if (!user?.email || user.email_verified_at === null) throw new AppError('operator_email_unverified');
  return `user:${op.id}`;
}
