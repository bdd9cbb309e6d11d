import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

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
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <div className="ui-field-row">
        <input id={id} ref={ref} aria-invalid={!!error} aria-describedby={error ? `${id}-err` : undefined} {...input} />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-err`} role="alert" className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
