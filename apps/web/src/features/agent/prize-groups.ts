import { PRIZE_GROUP_MIN } from '@playhouse/contract/lottery';

/** The prize groups an agent may hand a downline: its own, then every 10 below it down to the lowest group. */
export function prizeGroupOptions(own: number, min = PRIZE_GROUP_MIN): number[] {
  const out = [own];
  for (let g = Math.floor((own - 1) / 10) * 10; g >= min; g -= 10) out.push(g);
  return out;
}
