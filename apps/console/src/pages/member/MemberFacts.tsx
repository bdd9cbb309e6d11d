import { useTranslation } from 'react-i18next';
import type { OpsMemberDetail } from '@playhouse/contract';
import { formatBalance, formatStamp } from '../../lib/format';

/** A member's profile, agent path and balances: the drawer beside the list and the member view both show them. */
export function MemberFacts({ member: m }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <section>
        <h2>{t('member_profile')}</h2>
        <dl className="facts">
          <dt>{t('members_col_nickname')}</dt>
          <dd>{m.nickname}</dd>
          <dt>{t('members_col_status')}</dt>
          <dd>
            <span className={`status status-${m.status}`} data-testid="member-status">
              {t(`status_${m.status}`)}
            </span>
          </dd>
          <dt>{t('member_type')}</dt>
          <dd>{m.type}</dd>
          <dt>{t('members_col_mobile')}</dt>
          <dd>{m.mobile}</dd>
          <dt>{t('members_col_email')}</dt>
          <dd>{m.email}</dd>
          <dt>{t('members_col_created')}</dt>
          <dd>{formatStamp(m.createdAt)}</dd>
          <dt>{t('members_col_last_login')}</dt>
          <dd>{formatStamp(m.lastLoginAt)}</dd>
          <dt>{t('member_prize_group')}</dt>
          <dd data-testid="member-prize-group">{m.prizeGroup}</dd>
          <dt>{t('member_sessions')}</dt>
          <dd data-testid="member-sessions">{m.activeSessions}</dd>
        </dl>
      </section>
      <section>
        <h2>{t('member_agent_path')}</h2>
        <p data-testid="member-agent-path">
          {m.agentPath.length ? m.agentPath.map((a) => a.username).join(' › ') : t('member_agent_path_none')}
        </p>
      </section>
      <section>
        <h2>{t('member_balances')}</h2>
        <dl className="facts" data-testid="member-balances">
          {m.balances.map((b) => (
            <div key={b.wallet} className="fact">
              <dt>{b.wallet}</dt>
              <dd>{formatBalance(b.balance)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {m.tags.length > 0 && (
        <p className="tags" data-testid="member-tags">
          {m.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </p>
      )}
    </>
  );
}
