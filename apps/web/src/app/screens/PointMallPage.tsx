import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/PageFrame';
import { PointMall } from '../../features/points/PointMall';

/** /pointMall (the lazy PointMall screen group). */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="star" title={t('page_point_mall_title')} testId="point-mall-page">
      <PointMall />
    </PageFrame>
  );
}
