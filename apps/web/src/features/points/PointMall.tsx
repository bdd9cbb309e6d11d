import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Tabs } from '../../components/ui/Tabs';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { ConvertForm } from './ConvertForm';
import { MallGrid } from './MallGrid';
import { usePoints } from './points-api';
import { PointRecords, RedeemRecords } from './PointRecords';
import './points.css';

type Tab = 'mall' | 'records' | 'redeems';

/** /pointMall: the member's points and ratio, conversion, the items, and the two records. */
export function PointMall() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { open } = useDialogs();
  const [tab, setTab] = useState<Tab>('mall');
  const points = usePoints();
  if (!token) {
    return (
      <div className="pm-signin" data-testid="points-signin">
        <p>{t('points_sign_in')}</p>
        <Button onClick={() => open('login')}>{t('points_sign_in_button')}</Button>
      </div>
    );
  }
  if (points.isPending) return <Loader />;
  if (points.isError) return <ErrorRetry message={points.error.message} onRetry={() => void points.refetch()} />;
  const p = points.data;
  return (
    <div className="pm" data-testid="points-mall">
      <section className="pm-summary">
        <div>
          <span className="pm-muted">{t('points_balance')}</span>
          <strong data-testid="points-balance">{p.balance}</strong>
        </div>
        <div>
          <span className="pm-muted">{t('points_ratio')}</span>
          <strong data-testid="points-ratio">{t('points_ratio_value', { points: p.pointsPerUnit, currency: p.currency })}</strong>
        </div>
        <div>
          <span className="pm-muted">{t('points_earned_total')}</span>
          <strong>{p.earnedTotal}</strong>
        </div>
        <p className="pm-muted pm-never">{t('points_never_expire')}</p>
      </section>
      <ConvertForm points={p} />
      <Tabs<Tab>
        label={t('points_tabs')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'mall', label: t('points_tab_mall'), testId: 'points-tab-mall' },
          { id: 'records', label: t('points_tab_records'), testId: 'points-tab-records' },
          { id: 'redeems', label: t('points_tab_redeems'), testId: 'points-tab-redeems' },
        ]}
      />
      {tab === 'mall' ? <MallGrid balance={p.balance} /> : tab === 'records' ? <PointRecords /> : <RedeemRecords />}
    </div>
  );
}
