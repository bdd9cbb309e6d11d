import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** Whether the browser should fill a saved password or offer to save a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A masked password input; 128 characters is the most any password call accepts. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" maxLength={128} {...props} />;
});
