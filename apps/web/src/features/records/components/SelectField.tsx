import { useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

/** A labelled filter select; the first option ('' = any) is `anyLabel`. */
export function SelectField({
  label,
  value,
  options,
  anyLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: Option[];
  anyLabel?: string;
  onChange(value: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="records-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
