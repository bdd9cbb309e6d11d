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
    /** Signed in: a code to the member's own mobile for a password change (CHNGPASSVERIF3). */
    smsPassword: '/wps/verification/sms/password',
  },
  captcha: '/wps/captcha',
  agent: { affiliate: '/wps/agent/affiliate' },
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
  content: {
    announcements: '/wps/announcement/v2',
    helpCenterV2: '/wps/system/helpCenter/v2',
  },
  art: {
    game: '/art/game/:nodeId.svg',
    vendor: '/art/vendor/:code.svg',
    banner: '/art/banner/:id.svg',
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
  seamless: '/seamless',
  gameCenters: ['/sports', '/esports', '/lott', '/elott', '/cockfight'],
  gameLists: ['/live', '/fish', '/rng', '/pvp', '/bgs'],
  favorite: '/favorite',
  recent: '/recent',
  lotteryLaunchers: ['/lottery', '/seaLottery', '/vnLottery'],
  lotteryAltSpellings: ['/lottert', '/vnlottery', '/sealottery'],
} as const;

/** Header names of the API conventions. */
export const HEADERS = {
  merchant: 'merchant',
  encryption: 'encryption',
  language: 'accept-language',
} as const;
