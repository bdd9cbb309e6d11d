import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, auditPage as auditPageSchema, auditQuery, auditVerifyAnswer } from '@playhouse/contract';
import { answers, ok } from '../../http/reply.js';
import { operatorOf } from './operator.context.js';
import { operatorGuard, type OperatorDeps } from './operator.guard.js';
import { auditPage, verifyAudit } from './audit.service.js';

/** The audit trail: list (owner, auditor) and chain verification. */
export const auditRoutes =
  (deps: OperatorDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const security = [{ bearer: [] }];
    const guard = operatorGuard(deps, 'audit.read', 'optional');

    app.get(
      API.operator.audit,
      { onRequest: guard, schema: { tags, security, querystring: auditQuery, response: answers(auditPageSchema) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await auditPage(db, operatorOf(req), req.query));
      },
    );

    app.get(
      API.operator.auditVerify,
      { onRequest: guard, schema: { tags, security, response: answers(auditVerifyAnswer) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await verifyAudit(db, operatorOf(req)));
      },
    );
  };
