import { z } from 'zod';
import { missionsSummaryAnswer, rewardsSummaryAnswer, unreadCountAnswer } from './badges.js';
import { bgsFairness, bgsRotateAnswer, bgsSessionAnswer, bgsSlotSpinAnswer, bgsTableRoundAnswer } from './bgs.js';
import { announcementsAnswer, helpV2Answer } from './content.js';
import { favouriteIdsAnswer, gameMenusAnswer, gamePage, gameSchema, vendorLanesAnswer, winnersAnswer } from './games.js';
import { affiliateAnswer, memberInfo, passwordEmailAnswer, passwordResetAnswer, smsAnswer } from './member.js';
import {
  bankAccounts,
  depositAnswer,
  depositPage,
  paymentChannels,
  paymentPasswordStatus,
  transferTargets,
  transferUplineAnswer,
  withdrawalPage,
  withdrawalRecord,
  withdrawLimits,
} from './payments.js';
import { launchGameAnswer } from './providers.js';
import { betRecordsAnswer, profitRecordsAnswer, transactionRecordsAnswer } from './records.js';
import { API } from './routes.js';
import { captchaAnswer, handoffTicket, loginResult } from './session.js';
import {
  countryCodesAnswer,
  domainRouteAnswer,
  encryptionKeyAnswer,
  registerSettingsAnswer,
  statusAnswer,
  validatorsAnswer,
  whitelabelAnswer,
} from './system.js';
import { transferHistoryAnswer } from './transfer-history.js';
import { walletBalanceSchema, walletRecallAllResult, walletTransferResult } from './wallet.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The answer (`value` of the envelope) of every API path the browser calls, by path and, where
 * one path answers differently by method, by method. The server registers the same schemas
 * (answers(...) in its routes); the web client takes its answer types from here (AnswerOf), so
 * no caller states the type of what it receives.
 */
export const API_ANSWERS = {
  [API.system.status]: statusAnswer,
  [API.system.whitelabel]: whitelabelAnswer,
  [API.system.registerSettings]: registerSettingsAnswer,
  [API.system.validators]: validatorsAnswer,
  [API.system.domainRoute]: domainRouteAnswer,
  [API.system.countryCodes]: countryCodesAnswer,
  [API.system.encryptionKey]: encryptionKeyAnswer,
  [API.session.login]: loginResult,
  [API.session.freeplay]: loginResult,
  [API.session.logout]: z.unknown(),
  [API.session.handoff]: loginResult,
  [API.session.handoffTicket]: handoffTicket,
  [API.member.register]: loginResult,
  [API.member.registerMobile]: loginResult,
  [API.member.info]: memberInfo,
  [API.member.password]: loginResult,
  [API.member.passwordEmail]: passwordEmailAnswer,
  [API.member.passwordReset]: passwordResetAnswer,
  [API.member.passwordVerification]: loginResult,
  [API.verification.smsNoLogin]: smsAnswer,
  [API.verification.smsRegister]: smsAnswer,
  [API.verification.smsLoginChallenge]: smsAnswer,
  [API.verification.emailLoginChallenge]: smsAnswer,
  [API.verification.smsPassword]: smsAnswer,
  [API.captcha]: captchaAnswer,
  [API.messages.unreadCount]: unreadCountAnswer,
  [API.rewards.summary]: rewardsSummaryAnswer,
  [API.missions.summary]: missionsSummaryAnswer,
  [API.agent.affiliate]: affiliateAnswer,
  [API.games.menus]: gameMenusAnswer,
  [API.games.list]: gamePage,
  [API.games.hot]: z.array(gameSchema),
  [API.games.vendors]: vendorLanesAnswer,
  [API.games.favourites]: { GET: gamePage, POST: favouriteIdsAnswer, DELETE: favouriteIdsAnswer },
  [API.games.favouriteIds]: favouriteIdsAnswer,
  [API.games.recent]: gamePage,
  [API.games.winners]: winnersAnswer,
  [API.games.launch]: launchGameAnswer,
  [API.content.announcements]: announcementsAnswer,
  [API.content.helpCenterV2]: helpV2Answer,
  [API.wallet.balance]: walletBalanceSchema,
  [API.wallet.transfer]: walletTransferResult,
  [API.wallet.recallAll]: walletRecallAllResult,
  [API.wallet.transfers]: transferHistoryAnswer,
  [API.records.bets]: betRecordsAnswer,
  [API.records.transactions]: transactionRecordsAnswer,
  [API.records.profit]: profitRecordsAnswer,
  [API.payment.channels]: paymentChannels,
  [API.payment.deposit]: depositAnswer,
  [API.payment.deposits]: depositPage,
  [API.payment.withdraw]: withdrawalRecord,
  [API.payment.withdrawLimits]: withdrawLimits,
  [API.payment.withdrawals]: withdrawalPage,
  [API.payment.withdrawalReceipt]: withdrawalRecord,
  [API.payment.bankAccounts]: bankAccounts,
  [API.payment.bankAccount]: bankAccounts,
  [API.payment.paymentPassword]: paymentPasswordStatus,
  [API.payment.transferUpline]: transferUplineAnswer,
  [API.payment.transferTargets]: transferTargets,
  [API.bgs.session]: bgsSessionAnswer,
  [API.bgs.slotSpin]: bgsSlotSpinAnswer,
  [API.bgs.tableRound]: bgsTableRoundAnswer,
  [API.bgs.fairness]: bgsFairness,
  [API.bgs.rotateSeed]: bgsRotateAnswer,
} as const satisfies Record<string, z.ZodType | Partial<Record<Method, z.ZodType>>>;

/** A path the browser may call. */
export type ApiPath = keyof typeof API_ANSWERS;

/** The answer of `path` called with `method` (the schema's output type). */
export type AnswerOf<P extends ApiPath, M extends Method = 'GET'> = (typeof API_ANSWERS)[P] extends z.ZodType
  ? z.output<(typeof API_ANSWERS)[P]>
  : (typeof API_ANSWERS)[P] extends Partial<Record<Method, z.ZodType>>
    ? (typeof API_ANSWERS)[P][M] extends z.ZodType
      ? z.output<(typeof API_ANSWERS)[P][M]>
      : never
    : never;
