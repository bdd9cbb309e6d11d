import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import {
  leaderboardConfigBody,
  leaderboardConfigsAnswer,
  missionBody,
  missionIdParams,
  opsMission as opsMissionSchema,
  opsMissionsAnswer,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { appendAudit, merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { opsBoards, saveBoard } from './leaderboard.service.js';
import { changeMission, createMission, opsMission, opsMissions } from './missions.service.js';

/** The operator's missions and leaderboard prize tiers (permission missions.manage); every change audited. */
export const missionsOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const guard = operatorGuard(deps, 'missions.manage');
    const ops = API.missions.ops;

    app.get(ops.list, { onRequest: guard, schema: { tags, response: answers(opsMissionsAnswer) } }, async (req) =>
      ok(await opsMissions(db, merchantOperatorOf(req).merchantId)),
    );

    app.post(
      ops.list,
      { onRequest: guard, schema: { tags, body: missionBody, response: answers(opsMissionSchema) } },
      async (req) => {
        const op = merchantOperatorOf(req);
        return db.transaction().execute(async (trx) => {
          const created = await createMission(trx, op.merchantId, req.body);
          await appendAudit(trx, op, {
            action: 'missions.create',
            targetType: 'mission',
            targetId: created.id,
            before: null,
            after: created,
          });
          return ok(created);
        });
      },
    );

    app.get(
      ops.one,
      { onRequest: guard, schema: { tags, params: missionIdParams, response: answers(opsMissionSchema) } },
      async (req) => ok(await opsMission(db, merchantOperatorOf(req).merchantId, req.params.id)),
    );

    app.put(
      ops.one,
      { onRequest: guard, schema: { tags, params: missionIdParams, body: missionBody, response: answers(opsMissionSchema) } },
      async (req) => {
        const op = merchantOperatorOf(req);
        return db.transaction().execute(async (trx) => {
          const before = await opsMission(trx, op.merchantId, req.params.id);
          const after = await changeMission(trx, op.merchantId, req.params.id, req.body);
          await appendAudit(trx, op, { action: 'missions.update', targetType: 'mission', targetId: after.id, before, after });
          return ok(after);
        });
      },
    );

    app.get(ops.leaderboards, { onRequest: guard, schema: { tags, response: answers(leaderboardConfigsAnswer) } }, async (req) =>
      ok(await opsBoards(db, merchantOperatorOf(req).merchantId)),
    );

    app.put(
      ops.leaderboards,
      { onRequest: guard, schema: { tags, body: leaderboardConfigBody, response: answers(leaderboardConfigsAnswer) } },
      async (req) => {
        const op = merchantOperatorOf(req);
        return db.transaction().execute(async (trx) => {
          const before = (await opsBoards(trx, op.merchantId)).boards.find((b) => b.period === req.body.period);
          const after = await saveBoard(trx, op.merchantId, req.body);
          await appendAudit(trx, op, {
            action: 'leaderboards.update',
            targetType: 'leaderboard',
            targetId: req.body.period,
            before,
            after: after.boards.find((b) => b.period === req.body.period),
          });
          return ok(after);
        });
      },
    );
  };
