import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  API,
  OPERATOR_ROLES,
  operatorChanged,
  operatorCreated,
  operatorKeyCreated,
  operatorKeyList,
  operatorSessionList,
  operatorUserList,
  type OperatorRole,
} from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { can, useMe } from '../lib/session';
import { formatStamp } from '../lib/format';

/**
 * The merchant's staff: operators (create, role, disable, reset an authenticator), machine keys
 * (make with a role and an expiry, revoke) and live sessions (end). Each change is audited by
 * the server; a change that gives owner rights waits for a second owner there.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const me = useMe().data;
  const client = useQueryClient();
  const key = (what: string) => ['ops', merchant, 'staff', what];
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops', merchant, 'staff'] });
  const fail = (e: Error) => toast.error(e.message);
  // The caller's own fresh authenticator code: resetting another's authenticator needs it.
  const [ownCode, setOwnCode] = useState('');

  const operators = useQuery({
    queryKey: key('operators'),
    queryFn: async () => operatorUserList.parse(await opsCall(API.operator.operators, { merchant })),
  });
  const sessions = useQuery({
    queryKey: key('sessions'),
    enabled: can(me, 'operators.manage'),
    queryFn: async () => operatorSessionList.parse(await opsCall(API.operator.operatorSessions, { merchant })),
  });
  const keys = useQuery({
    queryKey: key('keys'),
    enabled: can(me, 'keys.manage'),
    queryFn: async () => operatorKeyList.parse(await opsCall(API.operator.keys, { merchant })),
  });

  const change = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      operatorChanged.parse(await opsCall(API.operator.operatorUser, { merchant, params: { id }, body })),
    onSuccess: (u) => {
      refresh();
      setOwnCode('');
      toast.success(u.approval ? t('staff_waits_approval') : t('staff_changed', { name: u.username }));
    },
    onError: fail,
  });
  const [fresh, setFresh] = useState({ username: '', email: '', password: '', role: 'support' as OperatorRole });
  const create = useMutation({
    mutationFn: async () =>
      operatorCreated.parse(await opsCall(API.operator.operators, { merchant, body: { ...fresh, merchant } })),
    onSuccess: (u) => {
      refresh();
      setFresh({ username: '', email: '', password: '', role: 'support' });
      toast.success(u.approval ? t('staff_waits_approval') : t('staff_created', { name: u.username }));
    },
    onError: fail,
  });
  const endSession = useMutation({
    mutationFn: async (id: string) => opsCall(API.operator.endOperatorSession, { merchant, params: { id }, body: {} }),
    onSuccess: () => {
      refresh();
      toast.success(t('staff_session_ended'));
    },
    onError: fail,
  });
  const [newKey, setNewKey] = useState({ name: '', role: 'finance' as OperatorRole, expiresInDays: '90' });
  const [madeKey, setMadeKey] = useState<string | null>(null);
  const makeKey = useMutation({
    mutationFn: async () =>
      operatorKeyCreated.parse(
        await opsCall(API.operator.keys, { merchant, body: { ...newKey, expiresInDays: Number(newKey.expiresInDays) } }),
      ),
    onSuccess: (k) => {
      refresh();
      setMadeKey(k.key);
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: async (id: string) => opsCall(API.operator.revokeKey, { merchant, params: { id }, body: {} }),
    onSuccess: () => {
      refresh();
      toast.success(t('staff_key_revoked'));
    },
    onError: fail,
  });
  const manage = can(me, 'operators.manage');

  return (
    <main className="page staff">
      <h1>{t('staff_title')}</h1>
      <section>
        <h2>{t('staff_operators')}</h2>
        {manage && (
          <label className="field">
            <span>{t('staff_own_code')}</span>
            <input
              value={ownCode}
              onChange={(e) => setOwnCode(e.target.value)}
              inputMode="numeric"
              data-testid="staff-own-code"
            />
          </label>
        )}
        <table className="mini" data-testid="staff-operators">
          <thead>
            <tr>
              <th>{t('sign_in_username')}</th>
              <th>{t('staff_role')}</th>
              <th>{t('staff_email')}</th>
              <th>{t('staff_state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {operators.data?.map((u) => (
              <tr key={u.id} data-testid="staff-operator" data-username={u.username}>
                <td>{u.username}</td>
                <td>
                  {manage && u.username !== me?.name ? (
                    <select
                      value={u.role}
                      onChange={(e) => change.mutate({ id: u.id, body: { role: e.target.value } })}
                      data-testid="staff-role"
                    >
                      <RoleOptions />
                    </select>
                  ) : (
                    u.role
                  )}
                </td>
                <td>{u.email}</td>
                <td data-testid="staff-state">
                  {t(u.disabled ? 'staff_disabled' : u.awaitingApproval ? 'staff_awaiting' : 'staff_active')}
                </td>
                <td>
                  {manage && u.username !== me?.name && (
                    <>
                      <button
                        type="button"
                        onClick={() => change.mutate({ id: u.id, body: { disabled: !u.disabled } })}
                        data-testid="staff-toggle"
                      >
                        {t(u.disabled ? 'staff_enable' : 'staff_disable')}
                      </button>
                      <button
                        type="button"
                        disabled={!/^\d{6}$/.test(ownCode)}
                        onClick={() => change.mutate({ id: u.id, body: { resetTotp: true, totp: ownCode } })}
                        data-testid="staff-reset-totp"
                      >
                        {t('staff_reset_totp')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {manage && (
          <form
            className="filters"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
            data-testid="staff-create"
          >
            {(['username', 'email', 'password'] as const).map((f) => (
              <label key={f}>
                <span>{t(`staff_new_${f}`)}</span>
                <input
                  type={f === 'password' ? 'password' : 'text'}
                  value={fresh[f]}
                  onChange={(e) => setFresh({ ...fresh, [f]: e.target.value })}
                  data-testid={`staff-new-${f}`}
                />
              </label>
            ))}
            <label>
              <span>{t('staff_role')}</span>
              <select value={fresh.role} onChange={(e) => setFresh({ ...fresh, role: e.target.value as OperatorRole })}>
                <RoleOptions />
              </select>
            </label>
            <button type="submit" disabled={create.isPending} data-testid="staff-create-submit">
              {t('staff_create')}
            </button>
          </form>
        )}
      </section>
      {manage && (
        <section>
          <h2>{t('staff_sessions')}</h2>
          <table className="mini" data-testid="staff-sessions">
            <tbody>
              {sessions.data?.map((s) => (
                <tr key={s.id} data-testid="staff-session" data-operator={s.operator}>
                  <td>{s.operator}</td>
                  <td>{s.ip}</td>
                  <td>{formatStamp(s.createdAt)}</td>
                  <td>{formatStamp(s.lastSeenAt)}</td>
                  <td>
                    {s.current ? (
                      t('staff_this_session')
                    ) : (
                      <button type="button" onClick={() => endSession.mutate(s.id)} data-testid="staff-end-session">
                        {t('staff_end_session')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {can(me, 'keys.manage') && (
        <section>
          <h2>{t('staff_keys')}</h2>
          <table className="mini" data-testid="staff-keys">
            <tbody>
              {keys.data?.map((k) => (
                <tr key={k.id} data-testid="staff-key" data-name={k.name}>
                  <td>{k.name}</td>
                  <td>{k.role}</td>
                  <td>{k.createdBy?.username ?? ''}</td>
                  <td>{formatStamp(k.expiresAt)}</td>
                  <td>{t(k.active ? 'staff_active' : 'staff_disabled')}</td>
                  <td>
                    {k.active && (
                      <button type="button" onClick={() => revoke.mutate(k.id)} data-testid="staff-revoke-key">
                        {t('staff_revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <form
            className="filters"
            onSubmit={(e) => {
              e.preventDefault();
              makeKey.mutate();
            }}
          >
            <label>
              <span>{t('staff_key_name')}</span>
              <input
                value={newKey.name}
                onChange={(e) => setNewKey({ ...newKey, name: e.target.value })}
                data-testid="staff-key-name"
              />
            </label>
            <label>
              <span>{t('staff_role')}</span>
              <select value={newKey.role} onChange={(e) => setNewKey({ ...newKey, role: e.target.value as OperatorRole })}>
                <RoleOptions />
              </select>
            </label>
            <label>
              <span>{t('staff_key_days')}</span>
              <input
                value={newKey.expiresInDays}
                onChange={(e) => setNewKey({ ...newKey, expiresInDays: e.target.value })}
                inputMode="numeric"
              />
            </label>
            <button type="submit" disabled={makeKey.isPending} data-testid="staff-key-create">
              {t('staff_key_create')}
            </button>
          </form>
          {madeKey && (
            <p className="secret" data-testid="staff-key-secret">
              {t('staff_key_once')} <code>{madeKey}</code>
            </p>
          )}
        </section>
      )}
    </main>
  );
}

/** The roles an operator or a key may have. */
function RoleOptions() {
  return (
    <>
      {OPERATOR_ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </>
  );
}
