import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Promotion } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { Loader } from '../../components/ui/Loader';
import { safeHref } from '../../components/ui/safe-href';
import { useAnnouncements } from '../../lib/catalog-queries';
import { renderSafeHtml } from '../../components/ui/safe-html';
import './content.css';

/** A promotion's pictures in their sequence order, unsafe URLs dropped. */
const imagesOf = (p: Promotion) =>
  [...p.announcementImages]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((i) => {
      const url = safeHref(i.url);
      return url ? [url] : [];
    });

function PromotionCard({ promotion, selected, onSelect }: { promotion: Promotion; selected: boolean; onSelect(): void }) {
  const { t } = useTranslation();
  const [cover, ...more] = imagesOf(promotion);
  const bodyId = `promotion-body-${promotion.id}`;
  return (
    // The element id is the promotion id, so /promotions#<id> scrolls here (ScrollManager).
    <article
      id={String(promotion.id)}
      className={selected ? 'promo is-selected' : 'promo'}
      data-testid="promotion"
      data-promotion-id={promotion.id}
      data-selected={selected}
    >
      <button
        type="button"
        className="promo-head"
        aria-expanded={selected}
        aria-controls={bodyId}
        data-testid="promotion-toggle"
        onClick={onSelect}
      >
        {cover ? (
          <img className="promo-cover" src={cover} alt="" width={1200} height={400} loading="lazy" decoding="async" />
        ) : null}
        <span className="promo-title-row">
          <span className="promo-title">{promotion.title}</span>
          <span className="promo-more">
            {t(selected ? 'content_promo_less' : 'content_promo_more')}
            <Icon name="chevronDown" size={16} />
          </span>
        </span>
      </button>
      {selected ? (
        <div id={bodyId} className="promo-body" data-testid="promotion-body">
          <div className="rich-text">{renderSafeHtml(promotion.content)}</div>
          {more.map((url) => (
            <img key={url} className="promo-image" src={url} alt="" width={1200} height={400} loading="lazy" decoding="async" />
          ))}
        </div>
      ) : null}
    </article>
  );
}

/**
 * The promotions (PR) of the promotions page. The URL hash selects one (§2): it is opened and
 * marked, and clicking a promotion sets the hash (clicking the open one clears it).
 */
export function PromotionsList() {
  const { t, i18n } = useTranslation();
  const query = useAnnouncements(i18n.language);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const selected = decodeURIComponent(hash.slice(1));
  const promotions = query.data?.promotions ?? [];

  if (query.isPending) return <Loader />;
  if (query.error) return <p role="alert">{query.error.message}</p>;
  if (!promotions.length) return <p className="content-empty">{t('content_promotions_empty')}</p>;
  return (
    <div className="promo-list" data-testid="promotion-list">
      {promotions.map((p) => {
        const isSelected = selected === String(p.id);
        return (
          <PromotionCard
            key={p.id}
            promotion={p}
            selected={isSelected}
            onSelect={() => navigate({ hash: isSelected ? '' : String(p.id) }, { replace: true })}
          />
        );
      })}
    </div>
  );
}
