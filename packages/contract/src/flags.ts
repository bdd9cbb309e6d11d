/** White-label settings flags by module id (§3). Stored per merchant. */
export const FLAGS = [
  'USERNAMEREG3', // registration by username
  'MOBILENUMREG3', // registration by mobile number (and the default mode when on)
  'MOBILENUMPASSREG3', // mobile registration also asks a password
  'REGMOBVERF3', // registration needs an sms code
  'CHNGPASSVERIF3', // change password needs an sms code
  'AGENTPOLICY3', // consolidated contract for agents
  'MANPLAYREB3', // manual rebate
  'FREEPLAY3', // trial accounts
  'PWDEXPFORCECHANGE3', // password expiry forces a change
  'MOBILEVERCODELOGIN3', // login by mobile number and sms code
] as const;
export type Flag = (typeof FLAGS)[number];
export type FlagSet = Record<Flag, boolean>;
