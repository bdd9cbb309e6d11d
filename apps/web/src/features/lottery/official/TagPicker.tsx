import { useTranslation } from 'react-i18next';
import type { NumberCapacity } from './capacity';

/** Tag products (tài / xỉu, chẵn / lẻ): one button per tag. */
export function TagPicker({
  tags,
  picks,
  capacity,
  onChange,
}: {
  tags: readonly string[];
  picks: readonly string[];
  capacity(n: string): NumberCapacity;
  onChange(picks: string[]): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="official-picker lottery-pick-options"
      role="group"
      aria-label={t('official_numbers')}
      data-testid="official-tags"
    >
      {tags.map((tag) => {
        const on = picks.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            className="lottery-pick lottery-pick-tag"
            aria-pressed={on}
            disabled={capacity(tag).closed && !on}
            data-testid="official-tag"
            data-tag={tag}
            onClick={() => onChange(on ? picks.filter((p) => p !== tag) : [...picks, tag])}
          >
            {t(`official_tag_${tag}`)}
          </button>
        );
      })}
    </div>
  );
}
