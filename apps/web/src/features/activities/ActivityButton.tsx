import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { apiErrorMsg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useActivityAction } from './activities-api';

/**
 * The card's status button (§4): Join (apply kind: opens the application; join kind: joins),
 * Claim (takes the reward); every other status is shown on a disabled button. A visitor's
 * Join opens the login popup.
 */
export function ActivityButton({ activity, onApply }: { activity: ActivityItem; onApply(): void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const { isLogin } = useSession();
  const dialogs = useDialogs();
  const action = useActivityAction();
  const [error, setError] = useState<string | null>(null);
  const { status } = activity;
  const actionable = status === 'join' || status === 'claim';

  const run = async () => {
    setError(null);
    if (!isLogin) return dialogs.open('login');
    if (status === 'join' && activity.kind === 'apply') return onApply();
    try {
      await action.mutateAsync({ id: activity.id, action: status === 'claim' ? 'claim' : 'join' });
    } catch (err) {
      setError(apiErrorMsg(err));
    }
  };

  return (
    <div className="act-action">
      <Button
        variant={actionable ? 'primary' : 'secondary'}
        disabled={!actionable || action.isPending}
        onClick={() => void run()}
        data-testid={`act-button-${activity.id}`}
        data-status={status}
      >
        {t(`act_status_${status}`)}
      </Button>
      {error ? (
        <p role="alert" className="act-error" data-testid={`act-error-${activity.id}`}>
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}
