import { useDialogs } from '../../lib/dialogs';
import { LoginDialog } from './login/LoginDialog';
import { VerifyLoginDialog } from './login/VerifyLoginDialog';
import { ChangePasswordDialog } from './password/ChangePasswordDialog';
import { ForgotPasswordDialog } from './password/ForgotPasswordDialog';
import { ResetPasswordDialog } from './password/ResetPasswordDialog';
import { RegisterDialog } from './register/RegisterDialog';
import { AuthNavigation } from './lib/navigation';
import { isAuthDialog, type AuthDialogName } from './dialog-names';
import './auth.css';

const DIALOGS = {
  login: LoginDialog,
  register: RegisterDialog,
  forgotPassword: ForgotPasswordDialog,
  changePassword: ChangePasswordDialog,
  resetPassword: ResetPasswordDialog,
  verifyLogin: VerifyLoginDialog,
} as const satisfies Record<AuthDialogName, unknown>;

/**
 * The authentication dialogs; the shell renders this once, inside the providers (query,
 * session, dialogs) and preferably inside the router. It shows whichever of its dialogs
 * useDialogs().current names, and nothing for the other popups.
 */
export function AuthDialogs() {
  const { current } = useDialogs();
  const Dialog = isAuthDialog(current) ? DIALOGS[current] : null;
  return Dialog ? (
    <AuthNavigation>
      <Dialog />
    </AuthNavigation>
  ) : null;
}
