import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorAria, FieldFrame } from './FieldFrame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated error text. */
  error?: string;
  /** Something beside the input, e.g. an sms button or a captcha image. */
  addon?: ReactNode;
}

/** A labelled input with its error below; works with react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, addon, ...input }, ref) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} ref={ref} {...errorAria(id, error)} {...input} />
      {addon}
    </FieldFrame>
  );
});
