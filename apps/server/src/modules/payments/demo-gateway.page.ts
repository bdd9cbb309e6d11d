import { formatMoney, type DepositStatus } from '@playhouse/contract';
import { escapeHtml } from '../../lib/html.js';

/**
 * The demo gateway's payment page: server-rendered, no script, clearly a simulation. Pay and
 * Fail post back to the same path, which makes the gateway send its signed callback.
 */
const TEXTS = {
  EN: {
    title: 'Demo payment gateway',
    notice: 'This is a simulated gateway for the demo: no real money moves.',
    merchant: 'Merchant',
    order: 'Order',
    channel: 'Channel',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    confirmed: 'This order is paid.',
    failed: 'This payment failed.',
    pending: 'Waiting for payment.',
    back: 'Return to the site',
    error: 'The gateway could not deliver its callback:',
    missing: 'No such order.',
  },
  TY: {
    title: 'Demo na payment gateway',
    notice: 'Isa itong simulated na gateway para sa demo: walang totoong perang gumagalaw.',
    merchant: 'Merchant',
    order: 'Order',
    channel: 'Channel',
    amount: 'Halaga',
    pay: 'Magbayad',
    fail: 'Gawing bigo',
    confirmed: 'Bayad na ang order na ito.',
    failed: 'Nabigo ang bayad na ito.',
    pending: 'Naghihintay ng bayad.',
    back: 'Bumalik sa site',
    error: 'Hindi naipadala ng gateway ang callback nito:',
    missing: 'Walang ganitong order.',
  },
} as const;
type Lang = keyof typeof TEXTS;
const textsOf = (lang: string) => TEXTS[(lang in TEXTS ? lang : 'EN') as Lang];

/** Headers for the page: nothing may load, only this origin may receive its forms. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;padding:40px 16px;color:#1d2330}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 20px #0002}
h1{font-size:20px;margin:0 0 8px}.note{background:#fff6d6;padding:8px 12px;border-radius:8px;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#667}dd{margin:0;font-weight:600}
.row{display:flex;gap:12px}form{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.pay{background:#1f8f4e;color:#fff}.fail{background:#c43b3b;color:#fff}.err{color:#c43b3b}a{color:#1f5fbf}`;

function layout(lang: string, body: string): string {
  const t = textsOf(lang);
  return `<!doctype html><html lang="${lang === 'TY' ? 'tl' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.notice)}</p>${body}</main></body></html>`;
}

export interface PageOrder {
  orderNo: string;
  merchantName: string;
  channelName: string;
  amount: string;
  currencySymbol: string;
  status: DepositStatus;
}

export function orderPage(lang: string, o: PageOrder, returnUrl: string, error?: string): string {
  const t = textsOf(lang);
  const facts = `<dl><dt>${t.merchant}</dt><dd>${escapeHtml(o.merchantName)}</dd><dt>${t.order}</dt><dd data-testid="demo-order">${escapeHtml(o.orderNo)}</dd>
<dt>${t.channel}</dt><dd>${escapeHtml(o.channelName)}</dd><dt>${t.amount}</dt><dd data-testid="demo-amount">${escapeHtml(o.currencySymbol)}${formatMoney(o.amount)}</dd></dl>`;
  const action = escapeHtml(`?lang=${lang}`);
  const buttons =
    o.status === 'pending'
      ? `<div class="row"><form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button class="pay" data-testid="demo-pay">${t.pay}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="fail"><button class="fail" data-testid="demo-fail">${t.fail}</button></form></div>`
      : `<p data-testid="demo-status">${t[o.status]}</p>`;
  const err = error ? `<p class="err" role="alert">${escapeHtml(t.error)} ${escapeHtml(error)}</p>` : '';
  return layout(lang, `${facts}${err}${buttons}<p><a href="${escapeHtml(returnUrl)}">${t.back}</a></p>`);
}

export const missingPage = (lang: string) => layout(lang, `<p class="err">${escapeHtml(textsOf(lang).missing)}</p>`);
