import { describe, expect, it } from 'vitest';
import { zoneClock } from './zone-clock';

const at = new Date('2026-11-26T22:30:05.400Z');

describe('zoneClock', () => {
  it("shows the merchant's zone and its offset", () => {
    expect(zoneClock(at, 'Asia/Manila')).toEqual({ time: '2026-11-27 06:30:05', offset: '+08:00' });
    expect(zoneClock(at, 'America/Sao_Paulo')).toEqual({ time: '2026-11-26 19:30:05', offset: '-03:00' });
    expect(zoneClock(at, 'Asia/Kolkata').offset).toBe('+05:30');
  });

  it("falls back to the site's zone (the browser's until the merchant's is known) for none or an unknown one", () => {
    expect(zoneClock(at, 'Not/AZone')).toEqual(zoneClock(at));
  });
});
