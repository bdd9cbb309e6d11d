import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { formatInstant } from '../../lib/dates';

/** "+08:00" for the browser's current offset. */
function offsetLabel(date: Date) {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes >= 0 ? '+' : '-'}${hh}:${mm}`;
}

/** The agent header's time zone and live clock, ticking every second (§9 agent clock). */
export function AgentClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), LIMITS.agentClockMs);
    return () => clearInterval(id);
  }, []);
  return (
    <div className="agent-clock" data-testid="agent-clock">
      <span className="agent-tz" data-testid="agent-timezone">
        {t('agent_timezone', { offset: offsetLabel(now) })}
      </span>
      <time dateTime={now.toISOString()} data-testid="agent-time">
        {formatInstant(now)}
      </time>
    </div>
  );
}
