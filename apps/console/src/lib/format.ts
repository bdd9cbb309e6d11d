import { formatMoney } from '@playhouse/contract';

/** An instant as yyyy-MM-dd HH:mm (UTC, as the audit trail and the server's logs read); empty for none. */
export const formatStamp = (at: string | null) => (at ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : '');

/** Minor units as the player site shows money (2 decimals, thousands separators). */
export const formatBalance = (minor: string) => formatMoney(minor);
