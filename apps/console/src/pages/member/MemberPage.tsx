import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { API, opsMemberDetail } from '@playhouse/contract';
import { opsCall } from '../../lib/api';
import { can, useMe } from '../../lib/session';
import { MemberFacts } from './MemberFacts';
import { PersonalData } from './PersonalData';
import { NotesAndTags } from './NotesAndTags';
import { LedgerTab } from './LedgerTab';
import { MemberLists } from './MemberLists';
import { LoginsTab } from './LoginsTab';
import { LimitsTab } from './LimitsTab';
import { AgentSettings } from './AgentSettings';
import { BonusesTab, MessagesTab } from './EngagementTabs';
import { MEMBER_TABS } from '../../search-schemas';

const TAB_PERMISSION = {
  overview: 'members.read',
  ledger: 'members.read',
  bets: 'bets.read',
  deposits: 'deposits.read',
  withdrawals: 'withdrawals.read',
  adjustments: 'adjustments.request',
  bonuses: 'rewards.read',
  messages: 'messages.manage',
  logins: 'members.read',
  limits: 'members.read',
} as const;

/** One member, whole (Member 360): its profile and every record of it, a tab each; the tab is in the URL. */
export function MemberPage() {
  const { t } = useTranslation();
  const { merchant, id } = useParams({ from: '/$merchant/members/$id' });
  const search = useSearch({ from: '/$merchant/members/$id' });
  const navigate = useNavigate({ from: '/$merchant/members/$id' });
  const me = useMe();
  const member = useQuery({
    queryKey: ['ops', merchant, 'member', id],
    queryFn: async () => opsMemberDetail.parse(await opsCall(API.operator.member, { merchant, params: { id } })),
  });
  const m = member.data;
  const tabs = MEMBER_TABS.filter((tab) => can(me.data, TAB_PERMISSION[tab]));
  return (
    <main className="page" data-testid="member-page">
      <p>
        <Link to="/$merchant/members" params={{ merchant }}>
          {t('member_back')}
        </Link>
      </p>
      <h1>{m ? t('member_title', { username: m.username }) : t('loading')}</h1>
      {member.error && (
        <p role="alert" className="form-error">
          {member.error.message}
        </p>
      )}
      <nav className="tabs" aria-label={t('member_tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={search.tab === tab}
            onClick={() => void navigate({ search: { tab } })}
            data-testid={`member-tab-${tab}`}
          >
            {t(`member_tab_${tab}`)}
          </button>
        ))}
      </nav>
      {m && search.tab === 'overview' && (
        <div className="columns">
          <section>
            <MemberFacts member={m} />
            {can(me.data, 'members.reveal') && <PersonalData merchant={merchant} memberId={m.id} />}
          </section>
          <div>
            <NotesAndTags merchant={merchant} member={m} canWrite={can(me.data, 'members.manage')} />
            {can(me.data, 'members.manage') && <AgentSettings merchant={merchant} member={m} />}
          </div>
        </div>
      )}
      {m && search.tab === 'ledger' && (
        <LedgerTab
          merchant={merchant}
          member={m}
          wallet={search.wallet ?? 'MAIN'}
          onWallet={(wallet) => void navigate({ search: { tab: 'ledger', wallet } })}
        />
      )}
      {m &&
        (search.tab === 'bets' || search.tab === 'deposits' || search.tab === 'withdrawals' || search.tab === 'adjustments') && (
          <MemberLists merchant={merchant} memberId={m.id} list={search.tab} />
        )}
      {m && search.tab === 'bonuses' && <BonusesTab merchant={merchant} memberId={m.id} />}
      {m && search.tab === 'messages' && <MessagesTab merchant={merchant} memberId={m.id} />}
      {m && search.tab === 'logins' && <LoginsTab merchant={merchant} memberId={m.id} />}
      {m && search.tab === 'limits' && (
        <LimitsTab merchant={merchant} memberId={m.id} canLower={can(me.data, 'members.manage')} />
      )}
    </main>
  );
}
