import { useTranslation } from 'react-i18next';
import { PromotionsList } from '../../features/content/PromotionsList';
import { PageFrame } from '../../components/ui/PageFrame';

/** Promotions (§2): the merchant's promotions; the hash selects one. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="gift" title={t('page_promotions_title')} testId="promotions-page">
      <PromotionsList />
    </PageFrame>
  );
}
