import type { z } from 'zod';
import type { outboxEntry } from '@playhouse/contract';
import { escapeHtml } from '../../lib/html.js';

/** A plain page for people reading the dev outbox in a browser. Every value is escaped. */
export function outboxPage(merchantCode: string, to: string, entries: z.infer<typeof outboxEntry>[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.createdAt)}</td><td>${escapeHtml(e.channel)}</td><td>${escapeHtml(e.recipient)}</td>` +
        `<td>${escapeHtml(e.subject)}</td><td><pre>${escapeHtml(e.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev outbox · ${escapeHtml(merchantCode)}</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body>
<h1>Dev outbox · ${escapeHtml(merchantCode)}</h1>
<p>Messages the dev sms and mail providers would have sent (latest 20). Never enabled in production.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to)}" placeholder="639171234567 or name@example.com"></label>
<button>Filter</button></form>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages.</td></tr>'}
</tbody></table>
</body></html>`;
}
