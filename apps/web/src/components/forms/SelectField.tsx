import { useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

/** A labelled filter select; the first option ('' = any) is `anyLabel`. `className` is the wrapper's (the screen family's field class). */
export function SelectField({
  label,
  value,
  options,
  anyLabel,
  onChange,
  testId,
  className,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  anyLabel?: string;
  onChange(value: string): void;
  testId: string;
  className: string;
}) {
  const id = useId();
  return (
    <div className={className}>
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
