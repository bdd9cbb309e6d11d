import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { httpLoggerOptions } from './app.js';
import { redactUrl } from './log-url.js';

describe('logged URLs', () => {
  it('carry no session or launch token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...httpLoggerOptions('info'), stream } });
    app.get('/wps/socket', async () => ({ ok: true }));
    app.get('/bgs/play/:game', async () => ({ ok: true }));
    await app.inject({
      url: '/wps/socket?token=sess-secret-1&merchant=acme',
      headers: { authorization: 'Bearer sess-secret-2' },
    });
    await app.inject({ url: '/bgs/play/dice?launch=launch-secret-3&lang=EN' });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/wps/socket?token=[redacted]&merchant=acme');
    expect(log).toContain('/bgs/play/dice?launch=[redacted]&lang=EN');
    for (const secret of ['sess-secret-1', 'sess-secret-2', 'launch-secret-3']) expect(log).not.toContain(secret);
  });

  it('keep ordinary parameters and redact every credential-like one', () => {
    expect(redactUrl('/lgw/vn/numeros/opened/game?gameCode=VN1')).toBe('/lgw/vn/numeros/opened/game?gameCode=VN1');
    expect(redactUrl('/cb?code=abc&state=xyz&accessToken=t&x=1')).toBe(
      '/cb?code=[redacted]&state=[redacted]&accessToken=[redacted]&x=1',
    );
    expect(redactUrl('/x')).toBe('/x');
  });
});
