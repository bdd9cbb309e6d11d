import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@playhouse/contract';
import {
  billListAnswer,
  billListQuery,
  consolidatedAnswer,
  contractAcceptBody,
  contractAnswer,
  contractIdParams,
  contractListAnswer,
  contractListQuery,
  contractOfferBody,
  incomeAnswer,
  incomeQuery,
  opsContractListQuery,
  opsContractOfferBody,
  opsTerminateBody,
} from '@playhouse/contract/agent';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { agentCaller } from '../agent/index.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import * as svc from './contracts.service.js';
import { billsOf } from './bills.service.js';
import { incomeOf } from './income.service.js';

/** The agent contracts: the agent's calls (/wps/agent/contracts…), the consolidated popup and the operator's oversight. */
export const contractsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['agent'];
    /** A signed-in real agent (types 1, 2, 41, 42), as every agent-centre call checks it; answers are not stored. */
    const agent = async (req: FastifyRequest, reply: FastifyReply): Promise<svc.AgentCaller> => {
      const c = await agentCaller(db, req, reply);
      return { merchantId: c.merchantId, memberId: c.agentId, type: c.type };
    };
    const C = API.contracts;

    app.get(
      C.list,
      { schema: { tags, querystring: contractListQuery, response: answers(contractListAnswer) } },
      async (req, reply) => {
        const caller = await agent(req, reply);
        return ok(await svc.listMine(db, caller, req.query));
      },
    );
    app.post(C.list, { schema: { tags, body: contractOfferBody, response: answers(contractAnswer) } }, async (req, reply) =>
      ok(await svc.offerContract(db, await agent(req, reply), req.body)),
    );
    app.get(C.bills, { schema: { tags, querystring: billListQuery, response: answers(billListAnswer) } }, async (req, reply) => {
      const caller = await agent(req, reply);
      return ok(await billsOf(db, caller, req.query));
    });
    app.get(C.one, { schema: { tags, params: contractIdParams, response: answers(contractAnswer) } }, async (req, reply) => {
      const caller = await agent(req, reply);
      return ok(await svc.contractOf(db, caller, req.params.id));
    });
    app.post(
      C.accept,
      { schema: { tags, params: contractIdParams, body: contractAcceptBody, response: answers(contractAnswer) } },
      async (req, reply) => ok(await svc.acceptContract(db, await agent(req, reply), req.params.id, req.body.confirm)),
    );
    app.post(C.reject, { schema: { tags, params: contractIdParams, response: answers(contractAnswer) } }, async (req, reply) =>
      ok(await svc.rejectContract(db, await agent(req, reply), req.params.id)),
    );
    app.post(C.terminate, { schema: { tags, params: contractIdParams, response: answers(contractAnswer) } }, async (req, reply) =>
      ok(await svc.askTermination(db, await agent(req, reply), req.params.id)),
    );
    app.post(
      C.confirmTermination,
      { schema: { tags, params: contractIdParams, response: answers(contractAnswer) } },
      async (req, reply) => ok(await svc.confirmTermination(db, await agent(req, reply), req.params.id)),
    );
    app.get(C.income, { schema: { tags, querystring: incomeQuery, response: answers(incomeAnswer) } }, async (req, reply) => {
      const caller = await agent(req, reply);
      return ok(await incomeOf(db, caller, req.query));
    });
    // The popup after sign-in: any real member (a player simply has no offers).
    app.get(C.consolidated, { schema: { tags: ['member'], response: answers(consolidatedAnswer) } }, async (req, reply) => {
      const s = await authenticate(db, req, { realAccount: true });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(
        await svc.consolidated(db, { merchantId: req.merchant.id, memberId: s.memberId, type: s.type }, req.merchant.flags),
      );
    });

    // Operator oversight: list and view (members.read), offer to a top agent and terminate (members.manage; audited).
    const opsTags = ['operator'];
    const read = operatorGuard(deps, 'members.read');
    const manage = operatorGuard(deps, 'members.manage');
    app.get(
      C.ops.list,
      { onRequest: read, schema: { tags: opsTags, querystring: opsContractListQuery, response: answers(contractListAnswer) } },
      async (req) => ok(await svc.opsList(db, merchantOperatorOf(req).merchantId, req.query)),
    );
    app.post(
      C.ops.list,
      { onRequest: manage, schema: { tags: opsTags, body: opsContractOfferBody, response: answers(contractAnswer) } },
      async (req) => ok(await svc.opsOffer(db, merchantOperatorOf(req), req.body)),
    );
    app.get(
      C.ops.one,
      { onRequest: read, schema: { tags: opsTags, params: contractIdParams, response: answers(contractAnswer) } },
      async (req) => ok(await svc.opsView(db, merchantOperatorOf(req).merchantId, req.params.id)),
    );
    app.post(
      C.ops.terminate,
      {
        onRequest: manage,
        schema: { tags: opsTags, params: contractIdParams, body: opsTerminateBody, response: answers(contractAnswer) },
      },
      async (req) => ok(await svc.opsTerminate(db, merchantOperatorOf(req), req.params.id, req.body.reason)),
    );
  };
