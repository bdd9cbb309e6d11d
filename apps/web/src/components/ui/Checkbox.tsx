import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Already translated error text. */
  error?: string;
}

/** A labelled checkbox with a short error below; works with react-hook-form's register(). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, ...input },
  ref,
) {
  const id = useId();
  return (
    <div className={`ui-check${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="ui-check-row">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-err`} role="alert" className="ui-check-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
