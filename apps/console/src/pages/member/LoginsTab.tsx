import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, opsMemberLogins } from '@playhouse/contract';
import { opsCall } from '../../lib/api';
import { formatStamp } from '../../lib/format';

/** How and from where the member signs in: sessions, addresses, devices, new-address verifications. */
export function LoginsTab({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation();
  const logins = useQuery({
    queryKey: ['ops', merchant, 'member', memberId, 'logins'],
    queryFn: async () => opsMemberLogins.parse(await opsCall(API.operator.memberLogins, { merchant, params: { id: memberId } })),
  });
  const l = logins.data;
  if (!l) return <p className="loading">{t('loading')}</p>;
  return (
    <div className="columns" data-testid="member-logins">
      <section>
        <h2>{t('logins_sessions')}</h2>
        <table className="mini" data-testid="member-sessions-table">
          <tbody>
            {l.sessions.map((s) => (
              <tr key={s.id}>
                <td>{formatStamp(s.createdAt)}</td>
                <td>{s.ip}</td>
                <td>{s.method}</td>
                <td>{t(`logins_state_${s.state}`)}</td>
                <td title={s.userAgent ?? ''}>{formatStamp(s.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2>{t('logins_ips')}</h2>
        <ul data-testid="member-ips">
          {l.ips.map((i) => (
            <li key={i.ip}>
              {i.ip} · {t('logins_since', { at: formatStamp(i.firstSeenAt) })}
            </li>
          ))}
        </ul>
        <h2>{t('logins_devices')}</h2>
        <ul data-testid="member-devices">
          {l.devices.map((d) => (
            <li key={d.deviceId}>
              <code>{d.deviceId}</code> · {formatStamp(d.firstSeenAt)} – {formatStamp(d.lastSeenAt)}
            </li>
          ))}
        </ul>
        <h2>{t('logins_verifications')}</h2>
        <ul>
          {l.verifications.length === 0 && <li className="hint">{t('logins_verifications_none')}</li>}
          {l.verifications.map((v) => (
            <li key={v.createdAt + v.ip}>
              {formatStamp(v.createdAt)} · {v.ip} · {v.methods.join(', ')} ·{' '}
              {v.passedAt ? t('logins_passed', { at: formatStamp(v.passedAt) }) : t('logins_not_passed')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
