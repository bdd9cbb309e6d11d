/**
 * The path prefixes of API calls (spec §3 and ours): the server resolves a merchant for them
 * and answers an unknown one with a JSON 404, never the web app's page.
 */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/bgs/api/'] as const;
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** Every API path, used by the server to register and by the web client to call. */
export const API = {
  health: '/healthz',
  docs: '/docs',
  system: {
    status: '/wps/system/status',
    whitelabel: '/wps/system/whitelabel',
    registerSettings: '/wps/system/setting/register',
    validators: '/wps/system/setting/validators',
    domainRoute: '/wps/system/domainRoute',
    helpCenter: '/wps/system/helpCenter',
    permission: '/wps/system/permission',
    countryCodes: '/wps/system/countryCodes',
    encryptionKey: '/wps/system/encryptionKey',
  },
  session: {
    login: '/wps/session/login',
    freeplay: '/wps/session/login/freeplay',
    logout: '/wps/session/logout',
    socialStart: '/wps/session/social/:provider/start',
    socialCallback: '/wps/session/social/:provider/callback',
    /** Redeems a one-time hand-off ticket (the `?token=` of a URL) for a session: the login result. */
    handoff: '/wps/session/handoff',
    /** Signed in: mints a hand-off ticket for the current member, for another site or app of the merchant. */
    handoffTicket: '/wps/session/handoff/ticket',
  },
  member: {
    register: '/wps/member/register',
    registerMobile: '/wps/member/register/mobile',
    info: '/wps/member/info',
    password: '/wps/member/password',
    passwordEmail: '/wps/member/password/email',
    passwordReset: '/wps/member/password/reset',
    passwordVerification: '/wps/member/password/verification',
    totp: '/wps/member/totp',
  },
  verification: {
    smsNoLogin: '/wps/verification/sms/noLogin',
    smsRegister: '/wps/verification/sms/register',
    smsLoginChallenge: '/wps/verification/sms/challenge',
    /** A code by e-mail to the account's registered address, for a new-IP challenge (the body names the challenge only). */
    emailLoginChallenge: '/wps/verification/email/challenge',
    /** Signed in: a code to the member's own mobile for a password change (CHNGPASSVERIF3). */
    smsPassword: '/wps/verification/sms/password',
  },
  captcha: '/wps/captcha',
  agent: {
    affiliate: '/wps/agent/affiliate',
    // agent back office: hierarchy, reports, register centre (@playhouse/contract/agent)
    overview: '/wps/agent/team/overview',
    downlines: '/wps/agent/downlines',
    member: '/wps/agent/downlines/:id',
    prizeGroup: '/wps/agent/downlines/:id/prizeGroup',
    register: '/wps/agent/register',
    invitation: '/wps/agent/invitation',
    teamBets: '/wps/agent/team/bets',
    userLoss: '/wps/agent/team/userLoss',
    account: '/wps/agent/account',
    announcements: '/wps/agent/announcements',
    /** A member's application to become an agent (member session; reaches the operator). */
    affiliateApplication: '/wps/member/affiliateApplication',
    // (end of the agent back office's paths)
  },
  /** Agent contracts: offers, decisions, bills, my income; schemas in @playhouse/contract/agent. */
  contracts: {
    /** GET: the caller's contracts as upline (offers to its direct downlines) or as downline; POST: offer one to a direct downline. */
    list: '/wps/agent/contracts',
    one: '/wps/agent/contracts/:id',
    accept: '/wps/agent/contracts/:id/accept',
    reject: '/wps/agent/contracts/:id/reject',
    /** Either side asks to terminate (status V); the other side confirms. */
    terminate: '/wps/agent/contracts/:id/terminate',
    confirmTermination: '/wps/agent/contracts/:id/terminate/confirm',
    /** The popup after sign-in: pending offers keyed by game type (AGENTPOLICY3, non-trial). */
    consolidated: '/wps/member/info/funds/consolidated',
    /** Bills the caller received, per kind (dividend record, daily / hourly / real-time salary). */
    bills: '/wps/agent/contracts/bills',
    /** My income (agentRevenueReport): rebate differences, salaries and dividends by period. */
    income: '/wps/agent/income',
    ops: {
      list: '/ops/agent/contracts',
      one: '/ops/agent/contracts/:id',
      terminate: '/ops/agent/contracts/:id/terminate',
    },
  },
  // Member engagement and care: schemas in @playhouse/contract/engagement, except the
  // three badge counts (badges.ts), which the member-centre menu reads on every page.
  messages: {
    /** GET: the member's inbox, paged, filter read / unread. */
    list: '/wps/v2/messages',
    /** The unread count (badge; also pushed over the socket). */
    unreadCount: '/wps/v2/messages/unreadCount',
    /** PUT: mark read; DELETE: delete (the member's copy). */
    one: '/wps/v2/messages/:id',
    /** PUT: mark every message read. */
    readAll: '/wps/v2/messages/readAll',
    ops: { send: '/ops/messages', list: '/ops/messages' },
  },
  feedback: {
    /** PUT {content, sender, type, captcha} (spec §7). */
    submit: '/wps/feedback',
    ops: { list: '/ops/feedback', reply: '/ops/feedback/:id/reply' },
  },
  rewards: {
    /** The reward-centre badge: how many rewards wait to be claimed. */
    summary: '/wps/rewards/summary',
    /** GET ?status=claimable|claimed|expired, paged. */
    list: '/wps/rewards',
    claim: '/wps/rewards/:id/claim',
    /** bonusDetails: each claimed bonus with its wagering progress. */
    bonuses: '/wps/rewards/bonuses',
    ops: { definitions: '/ops/rewards/definitions', definition: '/ops/rewards/definitions/:id', grant: '/ops/rewards/grant' },
  },
  points: {
    /** Balance, the merchant's ratio and mall config. */
    balance: '/wps/points',
    records: '/wps/points/records',
    convert: '/wps/points/convert',
    items: '/wps/points/items',
    redeem: '/wps/points/redeem',
    redeems: '/wps/points/redeems',
    ops: {
      items: '/ops/points/items',
      item: '/ops/points/items/:id',
      redeems: '/ops/points/redeems',
      decide: '/ops/points/redeems/:id/decide',
    },
  },
  manualRebate: {
    /** GET: the rebate accrued since the last claim, by game type; POST .../claim: take it. */
    accrued: '/wps/rebate/manual',
    claim: '/wps/rebate/manual/claim',
    history: '/wps/rebate/manual/history',
  },
  missions: {
    /** The missions badge: how many completed missions wait to be claimed. */
    summary: '/wps/missions/summary',
    list: '/wps/missions',
    claim: '/wps/missions/:id/claim',
    leaderboard: '/wps/missions/leaderboard',
    ops: { list: '/ops/missions', one: '/ops/missions/:id', leaderboards: '/ops/leaderboards' },
  },
  vip: {
    /** The member's level, progress to the next, and the benefits table. */
    status: '/wps/vip',
    ops: { levels: '/ops/vip/levels' },
  },
  envelopes: {
    /** The live drop (or the next one) for this member. */
    live: '/wps/envelopes/live',
    claim: '/wps/envelopes/:id/claim',
    ops: { list: '/ops/envelopes', one: '/ops/envelopes/:id', cancel: '/ops/envelopes/:id/cancel' },
  },
  activities: {
    list: '/wps/activities',
    one: '/wps/activities/:id',
    /** POST {comment, images: [{mime, dataBase64}]}: comment ≤ 140, up to 3 png/jpg images ≤ 5 MB (checked by content). */
    apply: '/wps/activities/:id/apply',
    /** POST: join a join-kind activity (its condition counts from then on). */
    join: '/wps/activities/:id/join',
    claim: '/wps/activities/:id/claim',
    ops: {
      /** GET list, POST create. */
      list: '/ops/activities',
      /** GET, PUT (replace), DELETE. */
      one: '/ops/activities/:id',
      applications: '/ops/activities/applications',
      /** One image of an application, served as the image itself. */
      applicationImage: '/ops/activities/applications/:id/images/:imageId',
      decide: '/ops/activities/applications/:id/decide',
    },
  },
  referral: {
    /** The member's link, code, invitees and rewards earned. */
    overview: '/wps/referral',
    invitees: '/wps/referral/invitees',
  },
  responsibleGaming: {
    /** GET the member's limits (in force and pending), reality check and exclusion; PUT a limit. */
    settings: '/wps/member/responsibleGaming',
    limits: '/wps/member/responsibleGaming/limits',
    realityCheck: '/wps/member/responsibleGaming/realityCheck',
    selfExclusion: '/wps/member/responsibleGaming/selfExclusion',
    /** GET the current sign-in's time and net result (the reality-check reminder). */
    session: '/wps/member/responsibleGaming/session',
    ops: { member: '/ops/members/:id/responsibleGaming' },
  },
  // (end of member engagement's paths)
  games: {
    menus: '/lgw/games/game_menus',
    vnMenu: '/lgw/vn/games/game_menu',
    vnMenuRecent: '/lgw/vn/games/game_menu/recent',
    list: '/lgw/games',
    hot: '/lgw/games/hot',
    vendors: '/lgw/games/vendors',
    favourites: '/lgw/games/favorites',
    favouriteIds: '/lgw/games/favorites/ids',
    recent: '/lgw/games/recent',
    winners: '/lgw/games/winners',
    vnDraws: '/lgw/vn/numeros/opened/game',
    lottoDraws: '/lotto/lgw/games/opened/numero',
    launch: '/wps/game/launchGame',
  },
  /** The fast-draw lottery engine. `:gameId` is the engine game's code (e.g. SSC1). */
  lottery: {
    games: '/lgw/lotto/games',
    near: '/lgw/numeros/near',
    playMenu: '/lgw/games/:gameId/play_menu',
    history: '/lgw/draw/:gameId',
    betting: '/lgw/betting',
    orders: '/lgw/orders',
    cancel: '/lgw/orders/:ticketId/cancel',
    proof: '/lotto/lgw/draws/:gameCode/:drawNo/proof',
  },
  /** The official-result lotteries: VN (/vnLottery) and SEA (/seaLottery). `gameCode` as in API.lottery. */
  official: {
    games: '/lgw/official/games',
    draws: '/lgw/official/draws',
    menu: '/lgw/official/menu',
    capacity: '/lgw/official/capacity',
    betting: '/lgw/official/betting',
    orders: '/lgw/official/orders',
    results: '/lgw/official/results',
  },
  content: {
    announcements: '/wps/announcement/v2',
    helpCenterV2: '/wps/system/helpCenter/v2',
  },
  art: {
    game: '/art/game/:nodeId.svg',
    vendor: '/art/vendor/:code.svg',
    banner: '/art/banner/:id.svg',
  },
  wallet: {
    /** Main wallet plus one wallet per transfer-mode vendor (spec §7). */
    balance: '/wps/v2/wallets/balance',
    /** Main <-> vendor wallet, two-phase (spec §7). */
    transfer: '/wps/relay/GCS_walletTransfer',
    /** Ours: every vendor wallet back to main in one click (transferFund "recall all"). */
    recallAll: '/wps/relay/GCS_walletRecallAll',
    /** Ours: the member's transfers with their state, newest first (transferFund's history). */
    transfers: '/wps/relay/transfers',
    /** Ours: the signed-in browser's socket listener (balance pushes; later unread counts). */
    socket: '/wps/socket',
  },
  /** Member records (ours; the spec names only their pages). */
  records: {
    /** personalHistoryCopy */
    bets: '/wps/member/records/bets',
    /** transactionHistory */
    transactions: '/wps/member/records/transactions',
    /** personalProfit */
    profit: '/wps/member/records/profit',
  },
  /** Deposits, withdrawals, bank accounts, payment password, transferUpline (ours). */
  payment: {
    channels: '/wps/payment/channels',
    deposit: '/wps/payment/deposit',
    deposits: '/wps/payment/deposits',
    /**
     * The gateway's signed server-to-server callback. Outside /wps/: no site gate (a merchant
     * in maintenance or a region rule must not leave a paid deposit uncredited), and the
     * merchant is in the path, not in a header a gateway would not send.
     */
    callback: '/payment/callback/:merchant/:channel',
    /** The demo gateway's payment page (demo mode only). */
    demoGateway: '/pay/demo/:orderNo',
    withdraw: '/wps/payment/withdraw',
    /** The merchant's withdrawal limits, shown on the withdraw form. */
    withdrawLimits: '/wps/payment/withdraw/limits',
    withdrawals: '/wps/payment/withdrawals',
    withdrawalReceipt: '/wps/payment/withdrawals/:id/receipt',
    bankAccounts: '/wps/member/bankAccounts',
    bankAccount: '/wps/member/bankAccounts/:id',
    paymentPassword: '/wps/member/paymentPassword',
    transferUpline: '/wps/payment/transferUpline',
    transferTargets: '/wps/payment/transferUpline/targets',
  },
  /** Operator API: operator sessions (Bearer) or machine keys (x-operator-key); roles in contract/operator.ts. */
  operator: {
    login: '/ops/session/login',
    /** A captcha for the sign-in form, asked for once an account or an address has failed too often. */
    loginCaptcha: '/ops/session/captcha',
    logout: '/ops/session/logout',
    /** The first sign-in's second step: a code from the authenticator just set up, with the enrolment's ticket. */
    enrol: '/ops/session/enrol',
    me: '/ops/me',
    /** The console's websocket (cookie session): live counts of the merchant's queues (contract/operator-money.ts). */
    socket: '/ops/socket',
    /** The signed-in operator changes its password (the old one required): every session ends; its keys too if asked. */
    password: '/ops/me/password',
    /** POST: sends a new code to the signed-in operator's e-mail. */
    emailCode: '/ops/me/email/code',
    /** POST: the code from that e-mail verifies it (the operator's person, needed to approve under four eyes). */
    emailVerify: '/ops/me/email/verify',
    /** Platform level only: creates a merchant. */
    merchants: '/ops/merchants',
    operators: '/ops/operators',
    /** Sets an operator's role, e-mail, disables it or sets its password (another's only: a fresh TOTP code of the caller). */
    operatorUser: '/ops/operators/:id',
    /** GET: the live sessions of the operators the caller manages; POST …/end ends one. */
    operatorSessions: '/ops/operators/sessions',
    endOperatorSession: '/ops/operators/sessions/:id/end',
    /** Owner-level changes waiting for a second owner (GET: those the caller may decide). */
    operatorApprovals: '/ops/operators/approvals',
    approveOperatorChange: '/ops/operators/approvals/:id/approve',
    rejectOperatorChange: '/ops/operators/approvals/:id/reject',
    /** Machine keys: GET every key the caller may see (a platform operator's: all, or the named merchant's); POST makes one. */
    keys: '/ops/keys',
    revokeKey: '/ops/keys/:id/revoke',
    audit: '/ops/audit',
    /** Recomputes the audit hash chain; answers the first broken row. */
    auditVerify: '/ops/audit/verify',
    /** Members of the acting merchant found by one key (username, nickname, mobile, ...), a cursor page. */
    members: '/ops/members',
    /** One member as the console's member view shows it (profile, agent path, balances, sessions). */
    member: '/ops/members/:id',
    /** A frozen member cannot sign in or play: its sessions end (and its game sessions with them). */
    freezeMember: '/ops/members/:id/freeze',
    unfreezeMember: '/ops/members/:id/unfreeze',
    /** Ends every session of the member (and its game sessions). */
    endMemberSessions: '/ops/members/:id/sessions/end',
    /** Clears the member's failed sign-ins (the captcha and a merchant's hard lock they brought). */
    unlockMember: '/ops/members/:id/unlock',
    /** Sets the merchant's default password, to be changed at the next sign-in; sessions end. */
    resetMemberPassword: '/ops/members/:id/password-reset',
    /** One wallet's postings, newest first (?wallet=, cursor), and its balance summed by transaction type. */
    memberLedger: '/ops/members/:id/ledger',
    memberLedgerExplain: '/ops/members/:id/ledger/explain',
    /** Sessions, sign-in addresses, devices and new-address verifications. */
    memberLogins: '/ops/members/:id/logins',
    /** The member's claimed bonuses with their wagering progress (rewards.read). */
    memberBonuses: '/ops/members/:id/bonuses',
    /** GET the notes (newest first); POST adds one (append-only). */
    memberNotes: '/ops/members/:id/notes',
    /** PUT: the member's tags (the whole set), audited. */
    memberTags: '/ops/members/:id/tags',
    /** POST (members.reveal): the masked personal data whole, with a reason, audited. */
    memberReveal: '/ops/members/:id/reveal',
    /** POST: a manual credit or debit of the member's MAIN wallet (four eyes above the merchant's threshold). */
    memberAdjustments: '/ops/members/:id/adjustments',
    /** GET: adjustments of the acting merchant, newest first (status pending: the approval queue). */
    adjustments: '/ops/adjustments',
    approveAdjustment: '/ops/adjustments/:id/approve',
    rejectAdjustment: '/ops/adjustments/:id/reject',
    /** GET: the withdrawal queue (a cursor page by view); one withdrawal with past ones to its bank account. */
    withdrawals: '/ops/withdrawals',
    withdrawal: '/ops/withdrawals/:id',
    /** Claim (review it: others see who) or release a requested withdrawal. */
    claimWithdrawal: '/ops/withdrawals/:id/claim',
    releaseWithdrawal: '/ops/withdrawals/:id/release',
    /** Hold (with a reason: no payout until released) and release the hold. */
    holdWithdrawal: '/ops/withdrawals/:id/hold',
    unholdWithdrawal: '/ops/withdrawals/:id/unhold',
    /** Pays out; above the merchant's threshold the first approval waits for a second person's. */
    approveWithdrawal: '/ops/withdrawals/:id/approve',
    rejectWithdrawal: '/ops/withdrawals/:id/reject',
    /** Closes a "not received" dispute as received: no refund. */
    forceReceipt: '/ops/withdrawals/:id/forceReceipt',
    /** Closes a "not received" dispute by refunding the member. */
    refundWithdrawal: '/ops/withdrawals/:id/refund',
    /** GET: deposits of the acting merchant, newest first (status pending: the bank transfers to confirm). */
    deposits: '/ops/deposits',
    /** A pending bank transfer credited (four eyes above the merchant's threshold) or refused. */
    confirmDeposit: '/ops/deposits/:id/confirm',
    refuseDeposit: '/ops/deposits/:id/refuse',
    /** GET every payment channel of the acting merchant (enabled or not); POST makes one. */
    channels: '/ops/channels',
    /** PUT: a channel's names, order, limits, fee, switch and receiving account. */
    channel: '/ops/channels/:code',
    /** GET: today's figures of the acting merchant (each section by the caller's permissions); pushed over the socket too. */
    dashboard: '/ops/dashboard',
    /** GET: bets of every vendor and the lottery, newest recorded first (a cursor page). */
    bets: '/ops/bets',
    /** GET the caller's saved views of a list (?list=); POST saves one; DELETE …/:id removes one of the caller's. */
    views: '/ops/views',
    view: '/ops/views/:id',
    /** POST { list, filter }: how many rows a list's filter matches (exact up to a bound, estimated beyond). */
    gridCount: '/ops/grid/count',
    /** GET the caller's background tasks (exports and bulk actions) of the acting merchant, newest first; one task. */
    tasks: '/ops/tasks',
    task: '/ops/tasks/:id',
    /** POST: a CSV of every row a list's filter matches, made in the background. */
    exportTask: '/ops/tasks/export',
    /** POST: one action on every member a filter matches, in the background, audited per row. */
    bulkTask: '/ops/tasks/bulk',
    /** GET: a finished export's CSV (its maker's session only). */
    taskFile: '/ops/tasks/:id/file',
    /** One "not received" proof image of a withdrawal. */
    withdrawalProof: '/ops/withdrawals/:id/proofs/:proofId',
    /** The maths and bet limits of one in-house (BGS) game: GET effective, PUT set, DELETE back to the defaults. */
    bgsGameConfig: '/ops/bgs/games/:gameCode/config',
    /** The lottery's ELOTT odds of one game: GET the board, PUT some plays' odds. */
    lotteryOdds: '/ops/lottery/games/:gameId/odds',
    /** The lottery's limits: GET every row; PUT/DELETE one play's row ('*' = every play without its own). */
    lotteryLimits: '/ops/lottery/limits',
    lotteryPlayLimits: '/ops/lottery/limits/:playId',
    /** The merchant's prize groups: the default a member bets at and the cap no member passes. */
    lotterySettings: '/ops/lottery/settings',
    /** Official results: POST enters one (four-eyes: a different operator approves), GET lists those awaiting approval. */
    lotteryResults: '/ops/lottery/results',
    lotteryResultApprove: '/ops/lottery/results/:id/approve',
    /** Every official draw's state (open, closed, awaiting result, settling, settled, voided). */
    lotteryDraws: '/ops/lottery/draws',
    /** Closed and half-pay numbers of one product on one draw. */
    lotteryRestrictions: '/ops/lottery/restrictions',
    /** An official product's price, payout and limit per number in one context. */
    lotteryProductPricing: '/ops/lottery/official/products/:productId',
    /**
     * Where an official game's results come from: GET the source in force and the change awaiting
     * approval; PUT proposes one (the demo simulator, platform feeds by id, or manual entry only).
     */
    lotteryResultSource: '/ops/lottery/official/games/:gameCode/source',
    /** The result feeds the platform configures for the game's lottery (what a source may pick). */
    lotteryResultFeeds: '/ops/lottery/official/games/:gameCode/feeds',
    /** A different person approves a proposed source change: only then it applies. */
    lotteryResultSourceApprove: '/ops/lottery/official/source-changes/:id/approve',
    /** The merchant's VN station calendar (weekday stations, holiday exceptions). */
    lotteryVnCalendar: '/ops/lottery/vn-calendar',
    // agent back office: hierarchy
    /** Moves a member and its whole team under another upline (members.manage; audited; 409 agent_move_loop). */
    agentUpline: '/ops/agent/members/:id/upline',
    /** PUT: a member's LOTT prize group, within the agent rules (not above its upline's, not below a direct downline's). */
    agentPrizeGroup: '/ops/agent/members/:id/prizeGroup',
    /** Members' applications to become agents, newest first (members.read). */
    agentApplications: '/ops/agent/applications',
    // (end of the agent back office's operator paths)
  },
  /** Monitoring and event delivery (operator guard; /metrics also on METRICS_PORT). */
  monitoring: {
    /** Prometheus text format. */
    metrics: '/metrics',
    /** Parked event deliveries (failed too often), oldest first. */
    failedEvents: '/ops/events/failed',
    /** Puts one parked delivery back in the queue. */
    retryEvent: '/ops/events/failed/:subscriber/:eventId/retry',
  },
  /** Called by game providers, signed with HMAC per vendor (see contract/server/seamless-protocol.ts). */
  provider: {
    seamless: '/provider/seamless/:vendor/:op',
  },
  /** The in-house provider BGS (games served by the platform itself). */
  bgs: {
    session: '/bgs/api/session',
    slotSpin: '/bgs/api/slot/spin',
    tableRound: '/bgs/api/table/round',
    fairness: '/bgs/api/fairness',
    rotateSeed: '/bgs/api/fairness/rotate',
  },
  dev: { outbox: '/dev/outbox' },
} as const;

/** Web routes of §2. */
export const PAGES = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  help: '/help',
  promotions: '/promotions',
  pointMall: '/pointMall',
  /** Ours (member engagement): the VIP ladder and its bonuses (§1 label "VIP bonus"). */
  vip: '/vip',
  /** Ours (member engagement): the activity centre (§1 label). */
  activities: '/activity',
  seamless: '/seamless',
  gameCenters: ['/sports', '/esports', '/lott', '/elott', '/cockfight'],
  gameLists: ['/live', '/fish', '/rng', '/pvp', '/bgs'],
  favorite: '/favorite',
  recent: '/recent',
  lotteryLaunchers: ['/lottery', '/seaLottery', '/vnLottery'],
  lotteryAltSpellings: ['/lottert', '/vnlottery', '/sealottery'],
  /** An in-house (BGS) game being played: /bgs/play/:gameCode?launch=<one-time token> (BGS_LAUNCH_PARAM; ?token= is the site's own sign-in hand-off, §4). */
  bgsPlay: '/bgs/play/:gameCode',
} as const;

/** Header names of the API conventions. */
export const HEADERS = {
  merchant: 'merchant',
  encryption: 'encryption',
  language: 'accept-language',
  /** A random id the browser keeps (localStorage): the rewards' one-per-person device check. */
  device: 'x-device-id',
} as const;

/** Where starting a game goes (spec §4): lottery vassalages route to their launcher pages. */
export const LOTTERY_ROUTES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};
