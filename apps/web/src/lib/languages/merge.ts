/**
 * One language's texts in the one namespace: the contract's shared error and validation
 * messages, then the shell's and each feature's locale file (keys are unique: features prefix
 * theirs). The lottery's texts are left out: its chunk adds them (features/lottery/register-locales.ts).
 */
export function mergeTexts(shared: Record<string, string>, files: Record<string, Record<string, string>>) {
  const merged: Record<string, string> = { ...shared };
  for (const texts of Object.values(files)) Object.assign(merged, texts);
  return merged;
}
