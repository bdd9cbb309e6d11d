import { useTranslation } from 'react-i18next';
import { PromotionsList } from '../../content/PromotionsList';
import { ScreenFrame } from '../ScreenFrame';

/** Promotions (§2): the merchant's promotions; the hash selects one. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon="gift" title={t('page_promotions_title')} testId="promotions-page">
      <PromotionsList />
    </ScreenFrame>
  );
}
