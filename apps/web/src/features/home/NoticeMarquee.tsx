import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { useAnnouncements } from '../../lib/catalog-queries';
import { useDialogs } from '../../lib/dialogs';
import { plainTextOf } from '../../lib/rich-text';

/** Seconds per character, so long and short notices scroll at the same speed. */
const SECONDS_PER_CHAR = 0.16;
const MIN_SECONDS = 12;

/** The notice marquee of the home page (type H notices); clicking it opens the announcements. */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const { open } = useDialogs();
  const query = useAnnouncements(i18n.language);
  const text = useMemo(
    () =>
      (query.data?.marquee ?? [])
        .map((n) => plainTextOf(n.content) || n.title)
        .filter(Boolean)
        .join('     •     '),
    [query.data],
  );
  if (query.data && !text) return null;
  const seconds = Math.max(MIN_SECONDS, Math.round(text.length * SECONDS_PER_CHAR));
  return (
    <button
      type="button"
      className="marquee"
      data-testid="home-marquee"
      onClick={() => open('announcements')}
      title={t('home_marquee_open')}
    >
      <span className="marquee-icon">
        <Icon name="megaphone" size={18} />
      </span>
      <span className="home-sr-only">{t('home_marquee_open')}: </span>
      <span className="marquee-window">
        <span className="marquee-text" style={{ animationDuration: `${seconds}s` }}>
          {text}
        </span>
      </span>
    </button>
  );
}
