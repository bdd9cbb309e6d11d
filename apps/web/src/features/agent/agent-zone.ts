import { createContext, useContext } from 'react';

/**
 * The merchant's agent time zone (from the team overview): the zone the server cuts report days
 * in, so the report filters' "today" is taken in it too. Undefined until the overview answers.
 */
export const AgentZone = createContext<string | undefined>(undefined);

export const useAgentZone = () => useContext(AgentZone);
