import type { ReactNode } from 'react';
import './ui.css';

/** The aria attributes that tie an input to the error line FieldFrame shows under it. */
export function errorAria(id: string, error?: string) {
  return { 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-err` : undefined };
}

/** A field's label, its row of controls (input, select, addons) and its error line; `id` is the labelled input's id. */
export function FieldFrame({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <div className="ui-field-row">{children}</div>
      {error ? (
        <p id={`${id}-err`} role="alert" className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
