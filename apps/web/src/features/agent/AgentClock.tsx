import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { zoneClock } from './zone-clock';

/**
 * The agent header's time zone and live clock, ticking every second (§9 agent clock), in the
 * merchant's time zone (the whitelabel's: the zone its reports cut days in).
 */
export function AgentClock({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), LIMITS.agentClockMs);
    return () => clearInterval(id);
  }, []);
  const { time, offset } = zoneClock(now, timeZone);
  return (
    <div className="agent-clock" data-testid="agent-clock">
      <span className="agent-tz" data-testid="agent-timezone" title={timeZone}>
        {t('agent_timezone', { offset })}
      </span>
      <time dateTime={now.toISOString()} data-testid="agent-time">
        {time}
      </time>
    </div>
  );
}
