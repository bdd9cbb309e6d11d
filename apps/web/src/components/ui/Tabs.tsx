import './Tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  testId?: string;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<NoInfer<T>>[];
  value: T;
  onChange(id: NoInfer<T>): void;
  /** Accessible name of the tab list. */
  label: string;
}

/** A row of tabs (ARIA tablist); the panel is whatever the caller renders for `value`. */
export function Tabs<T extends string>({ items, value, onChange, label }: TabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className="ui-tabs">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={item.id === value}
          className={item.id === value ? 'ui-tab ui-tab-active' : 'ui-tab'}
          data-testid={item.testId}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
