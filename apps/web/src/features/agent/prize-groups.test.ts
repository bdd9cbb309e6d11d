import { describe, expect, it } from 'vitest';
import { prizeGroupOptions } from './prize-groups';

describe('prizeGroupOptions', () => {
  it("offers the agent's own group, then every 10 below it down to the lowest", () => {
    expect(prizeGroupOptions(1956, 1900)).toEqual([1956, 1950, 1940, 1930, 1920, 1910, 1900]);
    expect(prizeGroupOptions(1950, 1920)).toEqual([1950, 1940, 1930, 1920]);
    expect(prizeGroupOptions(1700)).toEqual([1700]);
  });
});
