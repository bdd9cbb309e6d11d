import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@playhouse/contract/engagement';
import { Modal } from '../../components/ui/Modal';
import { Money } from '../../components/ui/Money';
import { renderSafeHtml } from '../../components/ui/safe-html';
import { formatInstant } from '../../lib/dates';
import { ActivityButton } from './ActivityButton';
import { ApplyForm } from './ApplyForm';

/** An activity's details: its text, window, reward, condition and progress or application, and the application form. */
export function ActivityDialog({
  activity,
  applying,
  onApply,
  onClose,
}: {
  activity: ActivityItem;
  applying: boolean;
  onApply(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const a = activity;
  return (
    <Modal title={a.title} onClose={onClose} wide testId="act-dialog">
      <div className="act-detail">
        <div className="act-rich">{renderSafeHtml(a.description)}</div>
        <dl className="act-facts">
          <dt>{t('act_period')}</dt>
          <dd>
            {formatInstant(a.startsAt)} – {formatInstant(a.endsAt)}
          </dd>
          <dt>{t('act_reward')}</dt>
          <dd>
            <Money minor={a.rewardAmount} />
            {a.turnoverMultiplier > 0 ? ` · ${t('act_turnover', { times: a.turnoverMultiplier })}` : null}
          </dd>
          {a.condition ? (
            <>
              <dt>{t('act_condition')}</dt>
              <dd data-testid="act-condition">
                {BigInt(a.condition.minValidBet) > 0n ? (
                  <span>
                    {t('act_min_valid_bet')} <Money minor={a.condition.minValidBet} />{' '}
                  </span>
                ) : null}
                {BigInt(a.condition.minDeposit) > 0n ? (
                  <span>
                    {t('act_min_deposit')} <Money minor={a.condition.minDeposit} />
                  </span>
                ) : null}
              </dd>
            </>
          ) : null}
          {a.progress ? (
            <>
              <dt>{t('act_progress')}</dt>
              <dd data-testid="act-progress">
                {t('act_min_valid_bet')} <Money minor={a.progress.validBet} /> · {t('act_min_deposit')}{' '}
                <Money minor={a.progress.deposit} />
              </dd>
            </>
          ) : null}
          {a.application ? (
            <>
              <dt>{t('act_my_application')}</dt>
              <dd data-testid="act-application">
                {a.application.comment || t('act_no_comment')} · {t('act_image_count', { count: a.application.images })}
                {a.application.reason ? (
                  <span className="act-reason">
                    {' '}
                    · {t('act_reason')}: {a.application.reason}
                  </span>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
        {applying && a.status === 'join' && a.kind === 'apply' ? (
          <ApplyForm activityId={a.id} onDone={onClose} />
        ) : (
          <ActivityButton activity={a} onApply={onApply} />
        )}
      </div>
    </Modal>
  );
}
