// Which server module may import which (apps/server/src/modules/<name>): a module imports only
// the modules listed for it, static, type-only or re-export alike, and never another module
// through a dynamic import(). The map must stay acyclic (the rule reports a cycle on every module
// file), so an upward import is one that a new line here would turn into a cycle. Tests
// (*.test.ts) drive the whole app and are not checked against the map.
// A new module gets a line here; a new dependency is a line edit reviewed like code.
export const MODULE_DEPS = {
  // stores and leaves
  merchant: [],
  captcha: [],
  ledger: [],
  dev: [],
  operator: ['captcha', 'merchant'],
  events: ['operator'],
  session: ['merchant'],
  verification: ['merchant'],
  member: ['events', 'merchant', 'verification'],
  // identity flows above the stores, then social sign-in and the boot answers above them
  account: ['captcha', 'events', 'member', 'merchant', 'session', 'verification'],
  social: ['account', 'events', 'member', 'merchant'],
  // the lobby
  catalog: ['session'],
  content: ['catalog', 'merchant'],
  system: ['content', 'merchant', 'social'],
  art: ['catalog'],
  favourites: ['catalog', 'content', 'events', 'session'],
  records: ['session'],
  winners: ['catalog', 'content', 'events', 'member', 'merchant'],
  // play and money
  'responsible-gaming': ['events', 'member', 'merchant', 'operator', 'session'],
  providers: ['catalog', 'events', 'favourites', 'ledger', 'merchant', 'operator', 'responsible-gaming', 'session'],
  bgs: ['catalog', 'operator', 'providers', 'session'],
  lottery: ['catalog', 'events', 'ledger', 'operator', 'providers', 'responsible-gaming', 'session'],
  rewards: ['events', 'ledger', 'merchant', 'operator', 'session'],
  messages: ['member', 'operator', 'session', 'vip'],
  wallet: ['catalog', 'ledger', 'merchant', 'messages', 'session'],
  transfers: ['catalog', 'events', 'ledger', 'merchant', 'providers', 'records', 'responsible-gaming', 'session', 'wallet'],
  payments: ['catalog', 'events', 'ledger', 'member', 'merchant', 'operator', 'responsible-gaming', 'rewards', 'session'],
  monitoring: ['events', 'ledger', 'operator'],
  // the operator console's member work
  'member-admin': ['account', 'ledger', 'lottery', 'member', 'operator', 'payments', 'session'],
  // the console's live feed: counts of the money queues over a websocket
  'ops-live': ['member-admin', 'merchant', 'operator', 'payments', 'providers', 'session'],
  // the console grid's saved views and background tasks (exports, bulk actions) over those lists
  'ops-grid': ['member-admin', 'operator', 'payments', 'providers'],
  // engagement
  vip: ['events', 'member', 'merchant', 'operator', 'rewards', 'session'],
  envelopes: ['operator', 'rewards', 'session', 'vip'],
  points: ['catalog', 'events', 'merchant', 'operator', 'rewards', 'session'],
  rebate: ['events', 'merchant', 'rewards', 'session'],
  referral: ['events', 'member', 'merchant', 'rewards', 'session', 'winners'],
  activities: ['content', 'events', 'operator', 'rewards', 'session'],
  // agents
  agent: ['content', 'events', 'lottery', 'member', 'merchant', 'operator', 'records', 'session'],
  contracts: ['agent', 'events', 'ledger', 'merchant', 'operator', 'session'],
  missions: ['content', 'events', 'merchant', 'operator', 'rewards', 'session', 'winners'],
  feedback: ['agent', 'captcha', 'messages', 'operator', 'session'],
};
