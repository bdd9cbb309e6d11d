import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { bonusDetailsAnswer, opsMessagesPage } from '@playhouse/contract/engagement';
import { opsCall } from '../../lib/api';
import { formatBalance, formatStamp } from '../../lib/format';
import i18n from '../../lib/i18n';

/** The member's claimed bonuses with their wagering progress (the newest 50). */
export function BonusesTab({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation();
  const bonuses = useQuery({
    queryKey: ['ops', merchant, 'member', memberId, 'bonuses'],
    queryFn: async () =>
      bonusDetailsAnswer.parse(
        await opsCall(API.operator.memberBonuses, { merchant, params: { id: memberId }, query: { pageSize: 50 } }),
      ),
  });
  const b = bonuses.data;
  if (!b) return <p className="loading">{t('loading')}</p>;
  return (
    <section data-testid="member-bonuses">
      <p>{t('bonuses_locked', { locked: formatBalance(b.locked), left: formatBalance(b.turnoverLeft) })}</p>
      {b.content.length === 0 && <p className="empty">{t('member_list_none')}</p>}
      <table className="mini">
        <tbody>
          {b.content.map((x) => (
            <tr key={x.id}>
              <td>{formatStamp(x.claimedAt)}</td>
              <td>{x.title[i18n.language === 'TY' ? 'TY' : 'EN']}</td>
              <td>{formatBalance(x.amount)}</td>
              <td>
                <progress max={100} value={x.percent} /> {x.percent}%
              </td>
              <td>
                {t('bonuses_turnover', { done: formatBalance(x.turnoverDone), required: formatBalance(x.turnoverRequired) })}
              </td>
              <td>{t(`bonus_status_${x.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The messages the member received (the newest 50), whoever sent them. */
export function MessagesTab({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation();
  const messages = useQuery({
    queryKey: ['ops', merchant, 'member', memberId, 'messages'],
    queryFn: async () =>
      opsMessagesPage.parse(await opsCall(API.messages.ops.list, { merchant, query: { memberId, pageSize: 50 } })),
  });
  const m = messages.data;
  if (!m) return <p className="loading">{t('loading')}</p>;
  const lang = i18n.language === 'TY' ? 'TY' : 'EN';
  return (
    <section data-testid="member-messages">
      {m.content.length === 0 && <p className="empty">{t('member_list_none')}</p>}
      <ul className="notes">
        {m.content.map((x) => (
          <li key={x.id}>
            <p>
              <strong>{x.title[lang] ?? x.title.EN}</strong>
            </p>
            <p>{x.content[lang] ?? x.content.EN}</p>
            <small>{t('messages_sent', { at: formatStamp(x.createdAt), by: x.sentBy ?? x.source })}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
