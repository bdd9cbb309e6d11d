import type { ComponentType } from 'react';
import type { MemberTab } from '../../app/paths';
import { SecurityCenter } from './SecurityCenter';
import { TransferFundPage } from '../wallet/TransferFundPage';
import { BettingRecordPage } from '../records/BettingRecordPage';
import { AccountRecordPage } from '../records/AccountRecordPage';
import { PersonalLossPage } from '../records/PersonalLossPage';
import { DepositPage } from '../payments/DepositPage';
import { WithdrawPage } from '../payments/WithdrawPage';
import { TransferUplinePage } from '../payments/TransferUplinePage';

/**
 * The member-centre pages that exist, by tab. A tab without an entry shows an honest
 * "not available yet" inside the layout. A new page adds one line here.
 */
export const MEMBER_PAGES: Partial<Record<MemberTab, ComponentType>> = {
  securityCenter: SecurityCenter,
  transferFund: TransferFundPage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: PersonalLossPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
};
