import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParams,
  opsBalanceExplained,
  opsLedgerExplainQuery,
  opsLedgerPage,
  opsLedgerQuery,
  opsMemberLogins,
  opsMemberNote,
  opsMemberNoteBody,
  opsMemberNotes,
  opsMemberRevealBody,
  opsMemberRevealed,
  opsMemberTags,
  opsMemberTagsBody,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { addNote, explainBalance, memberLedger, memberLogins, memberNotes, revealMember, setTags } from './member360.service.js';

/**
 * The member view's tabs: the ledger and its explained balance, sign-ins and notes (members.read);
 * adding a note and setting tags (members.manage); personal data whole (members.reveal).
 */
export const member360Routes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const reads = operatorGuard(deps, 'members.read');

    app.get(
      API.operator.memberLedger,
      { onRequest: reads, schema: { tags, params: idParams, querystring: opsLedgerQuery, response: answers(opsLedgerPage) } },
      async (req) => ok(await memberLedger(db, merchantOperatorOf(req), req.params.id, req.query)),
    );
    app.get(
      API.operator.memberLedgerExplain,
      {
        onRequest: reads,
        schema: { tags, params: idParams, querystring: opsLedgerExplainQuery, response: answers(opsBalanceExplained) },
      },
      async (req) => ok(await explainBalance(db, merchantOperatorOf(req), req.params.id, req.query.wallet)),
    );
    app.get(
      API.operator.memberLogins,
      { onRequest: reads, schema: { tags, params: idParams, response: answers(opsMemberLogins) } },
      async (req) => ok(await memberLogins(db, merchantOperatorOf(req), req.params.id)),
    );
    app.get(
      API.operator.memberNotes,
      { onRequest: reads, schema: { tags, params: idParams, response: answers(opsMemberNotes) } },
      async (req) => ok(await memberNotes(db, merchantOperatorOf(req), req.params.id)),
    );
    app.post(
      API.operator.memberNotes,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        schema: { tags, params: idParams, body: opsMemberNoteBody, response: answers(opsMemberNote) },
      },
      async (req) => ok(await addNote(db, merchantOperatorOf(req), req.params.id, req.body.text)),
    );
    app.put(
      API.operator.memberTags,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        schema: { tags, params: idParams, body: opsMemberTagsBody, response: answers(opsMemberTags) },
      },
      async (req) => ok(await setTags(db, merchantOperatorOf(req), req.params.id, req.body.tags, req.body.reason)),
    );
    app.post(
      API.operator.memberReveal,
      {
        onRequest: operatorGuard(deps, 'members.reveal'),
        schema: { tags, params: idParams, body: opsMemberRevealBody, response: answers(opsMemberRevealed) },
      },
      async (req) => ok(await revealMember(db, merchantOperatorOf(req), req.params.id, req.body.reason)),
    );
  };
