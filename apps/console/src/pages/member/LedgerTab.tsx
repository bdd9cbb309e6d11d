import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { API, opsBalanceExplained, opsLedgerPage, type OpsLedgerEntry, type OpsMemberDetail } from '@playhouse/contract';
import { opsCall } from '../../lib/api';
import { useCursorList } from '../../lib/cursor-list';
import { formatBalance, formatStamp } from '../../lib/format';
import { Grid } from '../../components/Grid';
import { ListError } from '../../components/ListControls';

/** A wallet's postings newest first, the balance after each, and the balance explained as their sum by type. */
export function LedgerTab({
  merchant,
  member,
  wallet,
  onWallet,
}: {
  merchant: string;
  member: OpsMemberDetail;
  wallet: string;
  onWallet: (wallet: string) => void;
}) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);
  const params = { id: member.id };
  const list = useCursorList(['ops', merchant, 'member', member.id, 'ledger', wallet], async (cursor) =>
    opsLedgerPage.parse(await opsCall(API.operator.memberLedger, { merchant, params, query: { wallet, cursor } })),
  );
  const columns = useMemo<ColumnDef<OpsLedgerEntry, unknown>[]>(
    () => [
      { id: 'at', header: t('ledger_col_at'), cell: ({ row }) => formatStamp(row.original.at) },
      { id: 'type', header: t('ledger_col_type'), accessorKey: 'type' },
      { id: 'reference', header: t('ledger_col_reference'), accessorKey: 'reference' },
      { id: 'amount', header: t('ledger_col_amount'), cell: ({ row }) => formatBalance(row.original.amount) },
      { id: 'balanceAfter', header: t('ledger_col_balance_after'), cell: ({ row }) => formatBalance(row.original.balanceAfter) },
    ],
    [t],
  );
  return (
    <section>
      <div className="toolbar">
        <label>
          <span>{t('ledger_wallet')}</span>
          <select value={wallet} onChange={(e) => onWallet(e.target.value)} data-testid="ledger-wallet">
            {member.balances.map((b) => (
              <option key={b.wallet} value={b.wallet}>
                {b.wallet} · {formatBalance(b.balance)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setExplaining(true)} data-testid="ledger-explain">
          {t('ledger_explain')}
        </button>
      </div>
      <ListError error={list.error} />
      <Grid
        testId="ledger-grid"
        {...list.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={() => {}}
        empty={t('ledger_none')}
      />
      {explaining && <Explained merchant={merchant} memberId={member.id} wallet={wallet} onClose={() => setExplaining(false)} />}
    </section>
  );
}

function Explained({
  merchant,
  memberId,
  wallet,
  onClose,
}: {
  merchant: string;
  memberId: string;
  wallet: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const explained = useQuery({
    queryKey: ['ops', merchant, 'member', memberId, 'explain', wallet],
    queryFn: async () =>
      opsBalanceExplained.parse(
        await opsCall(API.operator.memberLedgerExplain, { merchant, params: { id: memberId }, query: { wallet } }),
      ),
  });
  const e = explained.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined} data-testid="ledger-explained">
          <Dialog.Title>{t('ledger_explain_title', { wallet })}</Dialog.Title>
          {!e && <p>{t('loading')}</p>}
          {e && (
            <>
              <table className="mini">
                <tbody>
                  {e.byType.map((r) => (
                    <tr key={r.type}>
                      <td>{r.type}</td>
                      <td>{t('ledger_postings', { count: r.count })}</td>
                      <td>{formatBalance(r.sum)}</td>
                    </tr>
                  ))}
                  <tr>
                    <th>{t('ledger_sum')}</th>
                    <th>{t('ledger_postings', { count: e.postings })}</th>
                    <th data-testid="ledger-sum">{formatBalance(e.sum)}</th>
                  </tr>
                </tbody>
              </table>
              <p className={e.matches ? 'chain intact' : 'chain broken'} data-testid="ledger-matches">
                {t(e.matches ? 'ledger_matches' : 'ledger_mismatch', { balance: formatBalance(e.balance) })}
              </p>
            </>
          )}
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
