/** When the next reality-check reminder is due: the next whole multiple of the interval since sign-in. */
export function nextReminderAt(signedInAt: number, minutes: number, now: number): number {
  const every = minutes * 60_000;
  return signedInAt + (Math.floor(Math.max(0, now - signedInAt) / every) + 1) * every;
}
