import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Notice } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { Loader } from '../../components/ui/Loader';
import { Modal } from '../../components/ui/Modal';
import { useAnnouncements } from '../../lib/catalog-queries';
import { formatDay } from '../../lib/dates';
import { renderSafeHtml } from '../../components/ui/safe-html';
import { Pager } from '../../components/ui/Pager';
import './content.css';

function NoticeItem({ notice, expanded, onToggle }: { notice: Notice; expanded: boolean; onToggle(): void }) {
  const panelId = `notice-${notice.id}`;
  return (
    <li className={expanded ? 'notice-item is-open' : 'notice-item'} data-testid="announcement-item" data-expanded={expanded}>
      <button
        type="button"
        className="notice-head"
        aria-expanded={expanded}
        aria-controls={panelId}
        data-testid="announcement-toggle"
        onClick={onToggle}
      >
        <span className="notice-title">{notice.title}</span>
        <time className="notice-date" dateTime={notice.timestamp}>
          {formatDay(notice.timestamp)}
        </time>
        <Icon name="chevronDown" size={18} />
      </button>
      {expanded ? (
        <div id={panelId} className="notice-body rich-text" data-testid="announcement-body">
          {renderSafeHtml(notice.content)}
        </div>
      ) : null}
    </li>
  );
}

/** The announcements modal (§2): player notices, 9 a page, each expanding and collapsing on click. */
export default function AnnouncementsModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useAnnouncements(lang);
  const notices = query.data?.playerNotices ?? [];
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const pages = Math.max(1, Math.ceil(notices.length / LIMITS.announcementsPerPage));
  const shown = notices.slice((page - 1) * LIMITS.announcementsPerPage, page * LIMITS.announcementsPerPage);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Modal title={t('content_announcements_title')} onClose={onClose} wide testId="announcements-dialog">
      {query.isPending ? <Loader /> : null}
      {query.error ? <p role="alert">{query.error.message}</p> : null}
      {query.data && notices.length === 0 ? <p className="content-empty">{t('content_announcements_empty')}</p> : null}
      {shown.length ? (
        <ul className="notice-list" data-testid="announcement-list">
          {shown.map((n) => (
            <NoticeItem key={n.id} notice={n} expanded={open.has(n.id)} onToggle={() => toggle(n.id)} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pages} onPage={setPage} testId="announcements-page" numbered />
    </Modal>
  );
}
