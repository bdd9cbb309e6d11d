import { useDialogs, type DialogName } from '../../../lib/dialogs';

interface Props {
  /** Text before the link, e.g. "No account yet?". */
  prompt?: string;
  label: string;
  /** The dialog the link opens in place of this one. */
  to: DialogName;
  testId: string;
}

/** The line under an auth dialog that switches to another one (login, register). */
export function SwitchLine({ prompt, label, to, testId }: Props) {
  const { open } = useDialogs();
  return (
    <p className="auth-switch">
      {prompt ? `${prompt} ` : null}
      <button type="button" className="auth-link" data-testid={testId} onClick={() => open(to)}>
        {label}
      </button>
    </p>
  );
}
