import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { Pager } from '../../../components/ui/Pager';
import { renderSafeHtml } from '../../../components/ui/safe-html';
import { formatInstant } from '../../../lib/dates';
import { useAnnouncements } from '../agent-api';
import { AgentPanel } from './AgentPanel';

/** Agent announcements, newest first, 9 a page (§9, paged here: the call answers them all); a title opens and closes its text. */
export function Announcement() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const q = useAnnouncements();
  const per = LIMITS.announcementsPerPage;
  const data = q.data && {
    content: q.data.slice((page - 1) * per, page * per),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(q.data.length / per)),
  };
  return (
    <AgentPanel tab="announcement">
      {q.isError && !data ? (
        <ErrorRetry className="agent-message" message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !data ? (
        <Loader />
      ) : data.content.length === 0 ? (
        <p className="agent-message" data-testid="agent-announcements-empty">
          {t('agent_announcements_empty')}
        </p>
      ) : (
        <>
          <ul className="agent-announcements" data-testid="agent-announcements">
            {data.content.map((a) => {
              const id = String(a.id);
              const expanded = open === id;
              return (
                <li key={id} className="agent-announcement">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`agent-ann-${id}`}
                    data-testid="agent-announcement"
                    onClick={() => setOpen(expanded ? null : id)}
                  >
                    <span>{a.title}</span>
                    <time dateTime={a.publishedAt}>{formatInstant(a.publishedAt)}</time>
                  </button>
                  {expanded ? (
                    <div id={`agent-ann-${id}`} className="agent-announcement-body">
                      {renderSafeHtml(a.content)}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} testId="agent-pager" />
        </>
      )}
    </AgentPanel>
  );
}
