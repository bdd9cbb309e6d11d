import type { BonusDefinitionBody, BonusDefinitionView } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import {
  definitionById,
  deleteUnusedDefinition,
  insertDefinition,
  listDefinitions,
  updateDefinition,
  type DefinitionRow,
  type DefinitionValues,
} from './definitions.repository.js';

/**
 * The merchant's bonus definitions (operator CRUD, audited). What each kind needs:
 *   deposit_match  percentBp > 0 of a confirmed deposit of at least minDeposit, capped by maxAmount (0: no cap)
 *   fixed, signup  amount > 0, offered at registration
 *   rebate         percentBp > 0 of the member's valid bet of the previous local day (the merchant's time zone), capped by maxAmount
 */

export function definitionView(r: DefinitionRow): BonusDefinitionView {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title as BonusDefinitionView['title'],
    percentBp: r.percent_bp,
    amount: r.amount,
    maxAmount: r.max_amount,
    minDeposit: r.min_deposit,
    turnoverMultiplier: Number(r.turnover_multiplier),
    validityHours: r.validity_hours,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    enabled: r.enabled,
    onePerPerson: r.one_per_person,
    createdAt: iso(r.created_at)!,
  };
}

function valuesOf(b: BonusDefinitionBody): DefinitionValues {
  const byPercent = b.kind === 'deposit_match' || b.kind === 'rebate';
  const fits = byPercent ? b.percentBp > 0 : BigInt(b.amount) > 0n;
  const window = !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt);
  if (!fits || !window) throw new AppError('bonus_definition_invalid');
  return {
    kind: b.kind,
    title: JSON.stringify({ EN: b.title.EN.trim(), TY: b.title.TY.trim() }),
    percent_bp: byPercent ? b.percentBp : 0,
    amount: byPercent ? '0' : b.amount,
    max_amount: byPercent ? b.maxAmount : '0',
    min_deposit: b.kind === 'deposit_match' ? b.minDeposit : '0',
    turnover_multiplier: b.turnoverMultiplier,
    validity_hours: b.validityHours,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
    enabled: b.enabled,
    one_per_person: b.onePerPerson,
  };
}

export async function definitionsOf(db: Db, merchantId: string): Promise<BonusDefinitionView[]> {
  return (await listDefinitions(db, merchantId)).map(definitionView);
}

export async function createDefinition(db: Db, op: MerchantOperator, body: BonusDefinitionBody): Promise<BonusDefinitionView> {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const id = await insertDefinition(trx, op.merchantId, values);
    const view = definitionView((await definitionById(trx, op.merchantId, id))!);
    await appendAudit(trx, op, {
      action: 'rewards.definition.create',
      targetType: 'bonus_definition',
      targetId: id,
      after: view,
    });
    return view;
  });
}

export async function replaceDefinition(
  db: Db,
  op: MerchantOperator,
  id: string,
  body: BonusDefinitionBody,
): Promise<BonusDefinitionView> {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const before = await definitionById(trx, op.merchantId, id, true);
    if (!before) throw new AppError('bonus_definition_not_found');
    await updateDefinition(trx, op.merchantId, id, values);
    const view = definitionView((await definitionById(trx, op.merchantId, id))!);
    await appendAudit(trx, op, {
      action: 'rewards.definition.update',
      targetType: 'bonus_definition',
      targetId: id,
      before: definitionView(before),
      after: view,
    });
    return view;
  });
}

/**
 * Removes a definition no reward names; one that created rewards is switched off instead (its
 * rewards keep naming it), and the answer says which: `{ deleted, definition }`.
 */
export async function removeDefinition(db: Db, op: MerchantOperator, id: string) {
  return db.transaction().execute(async (trx) => {
    const before = await definitionById(trx, op.merchantId, id, true);
    if (!before) throw new AppError('bonus_definition_not_found');
    const deleted = await deleteUnusedDefinition(trx, op.merchantId, id);
    let after: BonusDefinitionView | null = null;
    if (!deleted) {
      await updateDefinition(trx, op.merchantId, id, { ...rowValues(before), enabled: false });
      after = definitionView((await definitionById(trx, op.merchantId, id))!);
    }
    await appendAudit(trx, op, {
      action: deleted ? 'rewards.definition.delete' : 'rewards.definition.disable',
      targetType: 'bonus_definition',
      targetId: id,
      before: definitionView(before),
      after,
    });
    return { deleted, definition: after };
  });
}

function rowValues(r: DefinitionRow): DefinitionValues {
  return {
    kind: r.kind,
    title: JSON.stringify(r.title),
    percent_bp: r.percent_bp,
    amount: r.amount,
    max_amount: r.max_amount,
    min_deposit: r.min_deposit,
    turnover_multiplier: Number(r.turnover_multiplier),
    validity_hours: r.validity_hours,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    enabled: r.enabled,
    one_per_person: r.one_per_person,
  };
}

/** A definition written without an operator (the demo seed); the same rules as createDefinition. */
export async function seedDefinition(db: Db, merchantId: string, body: BonusDefinitionBody): Promise<string> {
  return insertDefinition(db, merchantId, valuesOf(body));
}
