/** The server may already send masked values; those are shown as they come. */
const isMasked = (v: string) => v.includes('*');

/** Shows enough of a mobile number to recognise it: the last 4 digits. */
export function maskMobile(mobile: string): string {
  if (isMasked(mobile)) return mobile;
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return '*'.repeat(mobile.length - 4) + mobile.slice(-4);
}

/** Keeps the first two characters of the name and the whole domain: pl****@demo.local. */
export function maskEmail(email: string): string {
  if (isMasked(email)) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMobile(email);
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}${email.slice(at)}`;
}
