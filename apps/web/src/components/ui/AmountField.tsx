import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** A money amount as the member types it (decimal keypad, never autofilled); works with react-hook-form's register(). */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" {...props} />;
});
