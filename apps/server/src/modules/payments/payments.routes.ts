import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  bankAccountBody,
  bankAccounts,
  depositAnswer,
  depositBody,
  depositPage,
  idParams,
  paymentChannels,
  paymentPageQuery,
  paymentPasswordBody,
  paymentPasswordStatus,
  transferTargets,
  transferUplineAnswer,
  transferUplineBody,
  withdrawalPage,
  withdrawalReceiptBody,
  withdrawalRecord,
  withdrawBody,
  withdrawLimits,
} from '@playhouse/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { AppError } from '../../core/errors.js';
import { answers, ok } from '../../http/reply.js';
import { addBankAccount, bankAccountsOf, removeBankAccount } from './bank-accounts.service.js';
import { channelsOf } from './channels.service.js';
import { createDeposit, depositsOf } from './deposits.service.js';
import { gatewayRoutes } from './gateway.routes.js';
import { operatorRoutes } from './operator.routes.js';
import { moneyOpsRoutes } from './money-ops.routes.js';
import { paymentPasswordStatus as passwordStatus, setPaymentPassword } from './payment-password.service.js';
import { confirmReceipt } from './receipts.service.js';
import { transferTargetsOf, transferUpline } from './transfer-upline.service.js';
import { requestWithdrawal, withdrawalsOf } from './withdrawals.service.js';

/** 3 proofs of 5 MB as base64 plus the JSON around them; beyond it: payload_too_large. */
export const RECEIPT_BODY_LIMIT = 22 * 1024 * 1024;

/** The member's payment calls (real accounts only), plus the gateway and operator routes. */
export const paymentsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['payment'];
    const security = [{ bearer: [] }];
    const credentials = { credentials: true };
    /** The signed-in member (trial accounts: in_need_true_account) and the merchant. */
    const member = async (req: FastifyRequest) => {
      const s = await authenticate(db, req, { realAccount: true });
      return { merchant: req.merchant, memberId: s.memberId };
    };

    app.get(API.payment.channels, { schema: { tags, security, response: answers(paymentChannels) } }, async (req) => {
      const m = await member(req);
      return ok(await channelsOf(db, m.merchant.id, req.lang));
    });

    app.post(
      API.payment.deposit,
      { schema: { tags, security, body: depositBody, response: answers(depositAnswer) } },
      async (req) => {
        const m = await member(req);
        return ok(await createDeposit(db, m.merchant, m.memberId, req.body, { demoGateway: deps.config.DEMO_GATEWAY }));
      },
    );

    app.get(
      API.payment.deposits,
      { schema: { tags, security, querystring: paymentPageQuery, response: answers(depositPage) } },
      async (req, reply) => {
        const m = await member(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await depositsOf(db, m.merchant.id, m.memberId, req.lang, req.query));
      },
    );

    app.get(API.payment.withdrawLimits, { schema: { tags, security, response: answers(withdrawLimits) } }, async (req) => {
      const { merchant } = await member(req);
      return ok({ min: String(merchant.settings.withdrawalMinAmount), max: String(merchant.settings.withdrawalMaxAmount) });
    });

    app.get(
      API.payment.paymentPassword,
      { schema: { tags, security, response: answers(paymentPasswordStatus) } },
      async (req) => {
        const m = await member(req);
        return ok(await passwordStatus(db, m.merchant.id, m.memberId));
      },
    );

    app.put(
      API.payment.paymentPassword,
      { config: credentials, schema: { tags, security, body: paymentPasswordBody, response: answers(paymentPasswordStatus) } },
      async (req) => {
        const m = await member(req);
        return ok(await setPaymentPassword(db, m.merchant.id, m.memberId, req.body));
      },
    );

    app.get(API.payment.bankAccounts, { schema: { tags, security, response: answers(bankAccounts) } }, async (req, reply) => {
      const m = await member(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await bankAccountsOf(db, m.merchant.id, m.memberId));
    });

    app.post(
      API.payment.bankAccounts,
      { config: credentials, schema: { tags, security, body: bankAccountBody, response: answers(bankAccounts) } },
      async (req) => {
        const m = await member(req);
        return ok(await addBankAccount(db, m.merchant.id, m.memberId, req.body));
      },
    );

    app.delete(
      API.payment.bankAccount,
      { schema: { tags, security, params: idParams, response: answers(bankAccounts) } },
      async (req) => {
        const m = await member(req);
        return ok(await removeBankAccount(db, m.merchant.id, m.memberId, req.params.id));
      },
    );

    app.post(
      API.payment.withdraw,
      { config: credentials, schema: { tags, security, body: withdrawBody, response: answers(withdrawalRecord) } },
      async (req) => {
        const m = await member(req);
        return ok(await requestWithdrawal(db, m.merchant, m.memberId, req.body));
      },
    );

    app.get(
      API.payment.withdrawals,
      { schema: { tags, security, querystring: paymentPageQuery, response: answers(withdrawalPage) } },
      async (req, reply) => {
        const m = await member(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await withdrawalsOf(db, m.merchant.id, m.memberId, req.query));
      },
    );

    app.post(
      API.payment.withdrawalReceipt,
      {
        bodyLimit: RECEIPT_BODY_LIMIT,
        // The sign-in is checked before the (up to 22 MB) body is read: strangers upload nothing.
        onRequest: async (req) => void (await member(req)),
        schema: { tags, security, params: idParams, body: withdrawalReceiptBody, response: answers(withdrawalRecord) },
      },
      async (req) => {
        // onRequest's member() already authenticated and set req.session; never read it unchecked.
        if (!req.session) throw new AppError('not_logged_in');
        return ok(await confirmReceipt(db, req.merchant.id, req.session.memberId, req.params.id, req.body));
      },
    );

    app.get(API.payment.transferTargets, { schema: { tags, security, response: answers(transferTargets) } }, async (req) => {
      const m = await member(req);
      return ok(await transferTargetsOf(db, m.merchant.id, m.memberId));
    });

    app.post(
      API.payment.transferUpline,
      { config: credentials, schema: { tags, security, body: transferUplineBody, response: answers(transferUplineAnswer) } },
      async (req) => {
        const m = await member(req);
        return ok(await transferUpline(db, m.merchant.id, m.memberId, req.body));
      },
    );

    await app.register(gatewayRoutes(deps));
    await app.register(operatorRoutes(deps));
    await app.register(moneyOpsRoutes(deps));
  };
