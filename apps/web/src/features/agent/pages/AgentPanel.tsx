import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps } from '../../../components/ui/PagedTable';
import type { AgentTab } from '../../../config/paths';

/** Every agent page's frame: its menu title as the heading, an optional intro, then the page. */
export function AgentPanel({
  tab,
  intro,
  actions,
  children,
}: {
  tab: AgentTab;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="agent-panel" data-testid={`agent-page-${tab}`} aria-labelledby={`agent-h-${tab}`}>
      <div className="agent-panel-head">
        <h1 id={`agent-h-${tab}`}>{t(`agent_tab_${tab}`)}</h1>
        {actions}
      </div>
      {intro ? <p className="agent-intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Tabular figures, gains and losses coloured (as the records show amounts). */
export const AMOUNT = { className: 'agent-amount', posClassName: 'agent-pos', negClassName: 'agent-neg' } as const;

/** Minor units (string) as a number of major units, for charts only (never for sums shown as money). */
export const toMajor = (minor: string) => Number(minor) / 100;

/** An agent report's table and pager: the agent's pager test id, count line and empty text. */
export function AgentTable<T>(props: PagedTableProps<T>) {
  const { t } = useTranslation();
  return (
    <PagedTable
      pagerTestId="agent-pager"
      summary={(count) => t('agent_count', { count })}
      emptyText={t('agent_empty')}
      {...props}
    />
  );
}
