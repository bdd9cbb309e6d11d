import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../components/ui/NotAvailable';
import { ScreenFrame } from '../../components/ui/ScreenFrame';

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon="star" title={t('page_point_mall_title')} testId="point-mall-page">
      <NotAvailable detail={t('page_point_mall_detail')} />
    </ScreenFrame>
  );
}
