import type { GameSession } from './rounds.js';

/**
 * The simulator's pages: plain HTML with a little inline script, no build step. Every page is
 * titled "Vendor simulator" so nobody mistakes it for a real vendor's game.
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #0f1a2b; color: #e8eef7; margin: 0; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .badge { display: inline-block; background: #f5b400; color: #1a1a1a; font-weight: 700; font-size: 12px; padding: 2px 8px; border-radius: 4px; }
  h1 { font-size: 20px; margin: 12px 0 4px; }
  .muted { color: #9fb0c8; font-size: 13px; }
  .balance { font-size: 28px; font-weight: 700; margin: 16px 0; }
  label { display: block; margin: 12px 0 4px; }
  input { font-size: 18px; padding: 8px; width: 100%; box-sizing: border-box; border-radius: 6px; border: 1px solid #3a4d6b; background: #15243b; color: inherit; }
  button { margin-top: 12px; width: 100%; font-size: 18px; padding: 12px; border: 0; border-radius: 6px; background: #2e7d32; color: #fff; cursor: pointer; }
  button:disabled { opacity: .6; cursor: default; }
  #result { min-height: 24px; margin-top: 16px; font-weight: 600; }
  ul { padding-left: 18px; font-size: 13px; color: #c7d3e3; }
  a { color: #8cc4ff; }
`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export function homePage(): string {
  return layout(
    'Vendor simulator',
    `<span class="badge">SIMULATOR</span><h1>Vendor simulator</h1>
<p class="muted">Stands in for the catalog's external game vendors in demo mode and tests. Games open here from the Playhouse lobby.</p>`,
  );
}

// "Back to lobby" leaves the whole window, as providers' lobby links do: the game may be framed (/seamless).
export function errorPage(message: string, lobbyUrl: string | null): string {
  return layout(
    'Vendor simulator',
    `<span class="badge">SIMULATOR</span><h1>Vendor simulator</h1>
<p id="error">${esc(message)}</p>${lobbyUrl ? `<p><a href="${esc(lobbyUrl)}" target="_top">Back to lobby</a></p>` : ''}`,
  );
}

export function gamePage(s: GameSession): string {
  const mode =
    s.wallet === 'transfer'
      ? 'Transfer wallet: you play with the money moved into this vendor wallet.'
      : 'Seamless wallet: you play with your main balance.';
  const body = `<span class="badge">SIMULATOR</span>
<h1>Vendor simulator: ${esc(s.vendor)} ${esc(s.gameCode)}</h1>
<p class="muted">${esc(mode)}</p>
<div class="balance">Balance: <span id="balance">…</span> <span class="muted">${esc(s.currency)}</span></div>
<form id="play"><label for="amount">Bet amount</label>
<input id="amount" name="amount" inputmode="decimal" value="1.00" autocomplete="off">
<button id="spin" type="submit">Play</button></form>
<div id="result" role="status"></div>
<ul id="history"></ul>
<p><a id="lobby" href="${esc(s.lobbyUrl)}" target="_top">Back to lobby</a></p>`;
  // Amounts go to the server as minor units (string arithmetic, 2 decimals): never floats.
  const script = `
const sid = ${JSON.stringify(s.sid)};
const $ = (id) => document.getElementById(id);
const fmt = (m) => { const v = BigInt(m); const neg = v < 0n; const a = neg ? -v : v;
  return (neg ? '-' : '') + (a / 100n).toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + '.' + (a % 100n).toString().padStart(2, '0'); };
const toMinor = (t) => { const m = /^(\\d{1,12})(?:\\.(\\d{0,2}))?$/.exec(t.trim().replace(/,/g, '')); if (!m) return null;
  const v = BigInt(m[1]) * 100n + BigInt((m[2] || '').padEnd(2, '0') || '0'); return v > 0n ? v.toString() : null; };
async function refresh() { const r = await fetch('/game/' + sid + '/state'); const a = await r.json();
  $('balance').textContent = a.success ? fmt(a.value.balance) : '—'; }
$('play').addEventListener('submit', async (e) => { e.preventDefault();
  const amount = toMinor($('amount').value); if (!amount) { $('result').textContent = 'Enter a bet amount, e.g. 1.00'; return; }
  $('spin').disabled = true; $('result').textContent = 'Playing…';
  try { const r = await fetch('/game/' + sid + '/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount }) });
    const a = await r.json();
    if (!a.success) { $('result').textContent = a.message || 'Something went wrong.'; return; }
    const v = a.value; $('result').textContent = v.note + (v.outcome === 'settled' ? ' Win: ' + fmt(v.win) : '');
    if (v.balance !== null) $('balance').textContent = fmt(v.balance);
    const li = document.createElement('li'); li.textContent = v.outcome + ': bet ' + fmt(v.stake) + ', win ' + fmt(v.win);
    $('history').prepend(li);
  } catch { $('result').textContent = 'The game server did not answer.'; }
  finally { $('spin').disabled = false; } });
refresh();`;
  return layout(`Vendor simulator: ${s.vendor} ${s.gameCode}`, body, script);
}
