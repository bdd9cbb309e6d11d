import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';

const SHOW_AFTER_PX = 400;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    // Not read at mount: reading scrollY there forced a layout of the whole first page (a fifth
    // of its longest task on a phone). A page opened scrolled (history) fires a scroll event.
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      data-testid="scroll-top"
      aria-label={t('layout_scroll_top')}
      title={t('layout_scroll_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
