import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_READ_FILTERS, type MemberMessage, type MessageReadFilter } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { Pager } from '../../components/ui/Pager';
import { Tabs } from '../../components/ui/Tabs';
import { formatInstant } from '../../lib/dates';
import { useBadgeCount } from '../../lib/badges';
import { useDeleteMessage, useInbox, useReadAll, useReadMessage } from './messages-api';
import './messages.css';

/** One message of the list: the title line opens it (and marks it read); open, it shows the text and delete. */
function MessageItem({ m, open, onToggle }: { m: MemberMessage; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  return (
    <li className={m.read ? 'msg-item' : 'msg-item msg-unread'} data-testid={`msg-${m.id}`} data-read={m.read}>
      <button type="button" className="msg-head" aria-expanded={open} onClick={onToggle} data-testid="msg-open">
        <span className="msg-dot" aria-label={m.read ? undefined : t('msg_unread_mark')} />
        <span className="msg-title">{m.title}</span>
        <time className="msg-time" dateTime={m.createdAt}>
          {formatInstant(m.createdAt)}
        </time>
      </button>
      {open ? (
        <div className="msg-body">
          <p className="msg-text" data-testid="msg-text">
            {m.content}
          </p>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(m.id)} data-testid="msg-delete">
            {t('msg_delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** messageV2 (§2 member centre): the inbox with a read / unread filter, read all, and the one pager. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MessageReadFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useInbox(status, page);
  const read = useReadMessage();
  const readAll = useReadAll();
  const unread = useBadgeCount('messages');
  const data = q.data;
  // A page emptied by a delete or a filter change steps back to the last page that exists.
  if (data && page > 1 && page > data.totalPages) setPage(Math.max(1, data.totalPages));

  const toggle = (m: MemberMessage) => {
    setOpenId(openId === m.id ? null : m.id);
    if (!m.read && !read.isPending) read.mutate(m.id);
  };

  return (
    <section className="mc-panel messages" data-testid="messages-page">
      <h2>{t('mc_tab_messageV2')}</h2>
      <div className="msg-bar">
        <Tabs
          label={t('msg_filter')}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
            setOpenId(null);
          }}
          items={MESSAGE_READ_FILTERS.map((f) => ({ id: f, label: t(`msg_filter_${f}`), testId: `msg-filter-${f}` }))}
        />
        <Button
          variant="secondary"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="msg-read-all"
        >
          {t('msg_read_all')}
        </Button>
      </div>
      {q.isError ? (
        <ErrorRetry message={t('msg_load_failed')} onRetry={() => void q.refetch()} testId="msg-error" />
      ) : !data ? (
        <Loader />
      ) : data.content.length === 0 ? (
        <p className="msg-empty" data-testid="msg-empty">
          {t(`msg_empty_${status}`)}
        </p>
      ) : (
        <ul className="msg-list" data-testid="msg-list">
          {data.content.map((m) => (
            <MessageItem key={m.id} m={m} open={openId === m.id} onToggle={() => toggle(m)} />
          ))}
        </ul>
      )}
      {data ? (
        <Pager
          page={page}
          pages={data.totalPages}
          onPage={(p) => {
            setPage(p);
            setOpenId(null);
          }}
          testId="msg-pager"
        />
      ) : null}
    </section>
  );
}
