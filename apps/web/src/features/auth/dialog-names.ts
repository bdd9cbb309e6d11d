/** The dialogs AuthDialogs shows: known without loading them (the shell loads them on first use). */
export const AUTH_DIALOG_NAMES = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'resetPassword',
  'verifyLogin',
] as const;
export type AuthDialogName = (typeof AUTH_DIALOG_NAMES)[number];

export const isAuthDialog = (name: string | null): name is AuthDialogName =>
  (AUTH_DIALOG_NAMES as readonly (string | null)[]).includes(name);
