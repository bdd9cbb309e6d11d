import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { PageFrame } from '../../components/ui/PageFrame';
import { formatDay } from '../../lib/dates';
import { useActivities } from './activities-api';
import { ActivityButton } from './ActivityButton';
import { ActivityDialog } from './ActivityDialog';
import './register-errors';
import './activities.css';

function ActivityCard({ activity, onOpen, onApply }: { activity: ActivityItem; onOpen(): void; onApply(): void }) {
  const { t } = useTranslation();
  const a = activity;
  return (
    <article className="act-card" data-testid={`act-card-${a.id}`} data-status={a.status}>
      {a.imageUrl ? <img className="act-image" src={a.imageUrl} alt="" loading="lazy" /> : null}
      <div className="act-body">
        <h2 className="act-title">{a.title}</h2>
        <p className="act-meta">
          {formatDay(a.startsAt)} – {formatDay(a.endsAt)} · {t(`act_kind_${a.kind}`)}
        </p>
        <p className="act-meta">
          {t('act_reward')}: <Money minor={a.rewardAmount} />
        </p>
      </div>
      <div className="act-foot">
        <Button variant="ghost" onClick={onOpen} data-testid={`act-details-${a.id}`}>
          {t('act_details')}
        </Button>
        <ActivityButton activity={a} onApply={onApply} />
      </div>
    </article>
  );
}

/** The activity centre (/activity): the merchant's activities as cards with their §4 status buttons. */
export function ActivityCentrePage() {
  const { t } = useTranslation();
  const q = useActivities();
  const [open, setOpen] = useState<{ id: string; applying: boolean } | null>(null);
  const current = open ? q.data?.find((a) => a.id === open.id) : undefined;

  let body;
  if (q.isError && !q.data) body = <ErrorRetry message={q.error.message} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Loader />;
  else if (!q.data.length)
    body = (
      <p className="act-empty" data-testid="act-empty">
        {t('act_empty')}
      </p>
    );
  else
    body = (
      <div className="act-grid" data-testid="act-list">
        {q.data.map((a) => (
          <ActivityCard
            key={a.id}
            activity={a}
            onOpen={() => setOpen({ id: a.id, applying: false })}
            onApply={() => setOpen({ id: a.id, applying: true })}
          />
        ))}
      </div>
    );

  return (
    <PageFrame icon="gift" title={t('act_title')} subtitle={t('act_subtitle')} testId="activity-page">
      {body}
      {current ? (
        <ActivityDialog
          activity={current}
          applying={open!.applying}
          onApply={() => setOpen({ id: current.id, applying: true })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </PageFrame>
  );
}
