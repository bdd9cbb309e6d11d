import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';

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
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), LIMITS.agentClockMs);
    return () => clearInterval(id);
  }, []);
  // Dates follow the page language: Filipino formatting for TY, English otherwise.
  const locale = i18n.language === 'TY' ? 'fil-PH' : 'en-GB';
  const date = now.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  return (
    <div className="agent-clock" data-testid="agent-clock">
      <span className="agent-tz" data-testid="agent-timezone">
        {t('agent_timezone', { offset: offsetLabel(now) })}
      </span>
      <time dateTime={now.toISOString()} data-testid="agent-time">
        {date} {time}
      </time>
    </div>
  );
}
