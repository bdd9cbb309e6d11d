import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The popups of §2 that any part of the app may open. */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'resetPassword'
  | 'verifyLogin'
  | 'announcements'
  | 'notice'
  | 'feedback'
  | 'help'
  | 'logoutConfirm'
  | 'trialBlocked'
  | 'gameList' /* the popup game list of a vendor-type game: props { game } */
  | 'gameNotice'; /* a game message (maintenance, a refused launch): props { kind, message? } */

export interface DialogState {
  current: DialogName | null;
  /** Data for the dialog, e.g. { forced: 'default' } for changePassword. */
  props: Record<string, unknown>;
  open(name: DialogName, props?: Record<string, unknown>): void;
  close(): void;
}

const DialogContext = createContext<DialogState | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ current: DialogName | null; props: Record<string, unknown> }>({
    current: null,
    props: {},
  });
  const open = useCallback((name: DialogName, props: Record<string, unknown> = {}) => setState({ current: name, props }), []);
  const close = useCallback(() => setState({ current: null, props: {} }), []);
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export function useDialogs(): DialogState {
  const d = useContext(DialogContext);
  if (!d) throw new Error('useDialogs outside DialogProvider');
  return d;
}
