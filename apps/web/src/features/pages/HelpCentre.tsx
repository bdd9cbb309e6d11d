import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { API, PLATFORM } from '@playhouse/contract';
import { Loader } from '../../components/ui/Loader';
import { Modal } from '../../components/ui/Modal';
import { paths } from '../../config/paths';
import { call } from '../../lib/api-client';
import { renderSafeHtml } from '../../components/ui/safe-html';
import './pages.css';

/** The help centre modal of /help (§2); `#term` (or any topic key) scrolls to that topic. */
export function HelpCentre() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const lang = i18n.language;
  const topics = useQuery({
    queryKey: ['content', 'helpCenterV2', lang],
    // Help V2 (§7): the topics in the asked language, for the WEB device.
    queryFn: () => call(API.content.helpCenterV2, { query: { lang, device: PLATFORM } }),
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (!topics.data || !hash) return;
    document.getElementById(`help-${decodeURIComponent(hash.slice(1))}`)?.scrollIntoView({ block: 'start' });
  }, [topics.data, hash]);

  return (
    <Modal title={t('page_help_title')} onClose={() => navigate(paths.home)} wide testId="help-centre">
      {topics.isPending ? <Loader /> : null}
      {topics.error ? <p role="alert">{topics.error.message}</p> : null}
      {topics.data?.length === 0 ? <p>{t('page_help_empty')}</p> : null}
      {topics.data?.length ? (
        <>
          <nav className="help-toc" aria-label={t('page_help_topics')}>
            {topics.data.map((topic) => (
              <a
                key={topic.key}
                href={`#${topic.key}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate({ hash: topic.key }, { replace: true });
                }}
              >
                {topic.title}
              </a>
            ))}
          </nav>
          {topics.data.map((topic) => (
            <section key={topic.key} id={`help-${topic.key}`} className="help-topic" data-testid={`help-topic-${topic.key}`}>
              <h3>{topic.title}</h3>
              <div className="help-content">{renderSafeHtml(topic.content)}</div>
            </section>
          ))}
        </>
      ) : null}
    </Modal>
  );
}
