/** Query keys of the payment pages, by token: a new sign-in never sees the previous member's data. */
export const payKeys = {
  channels: (token: string | null, lang: string) => ['payments', token, 'channels', lang] as const,
  deposits: (token: string | null, page: number) => ['payments', token, 'deposits', page] as const,
  passwordStatus: (token: string | null) => ['payments', token, 'paymentPassword'] as const,
  bankAccounts: (token: string | null) => ['payments', token, 'bankAccounts'] as const,
  withdrawLimits: (token: string | null) => ['payments', token, 'withdrawLimits'] as const,
  withdrawals: (token: string | null, page: number) => ['payments', token, 'withdrawals', page] as const,
  withdrawalsAll: (token: string | null) => ['payments', token, 'withdrawals'] as const,
  targets: (token: string | null) => ['payments', token, 'targets'] as const,
};
