/**
 * A payee (bank account) name as compared: NFC (composed and decomposed accents are the same
 * letter), no outer spaces, inner runs of spaces as one, lower case: "Juan  dela Cruz" is
 * "JUAN DELA CRUZ". Binding a bank account and the new-IP check compare the same way.
 */
export const normalizePayeeName = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
