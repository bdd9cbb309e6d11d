import { describe, expect, it } from 'vitest';
import { agentRights, downlinesQuery, overviewQuery, registerDownlineBody, teamBetsQuery } from './index.js';

describe('agentRights', () => {
  it('gives type 1 every right, 2 and 41 contracts held only, 42 and non-agents nothing', () => {
    expect(agentRights(1)).toEqual({ registersAgents: true, offersContracts: true, holdsContracts: true });
    for (const t of [2, 41])
      expect(agentRights(t)).toEqual({ registersAgents: false, offersContracts: false, holdsContracts: true });
    for (const t of [42, 0, 4])
      expect(agentRights(t)).toEqual({ registersAgents: false, offersContracts: false, holdsContracts: false });
  });
});

describe('agent queries', () => {
  it('fills defaults and refuses bad values', () => {
    expect(overviewQuery.parse({})).toEqual({ period: 'day', offset: 0 });
    expect(overviewQuery.safeParse({ period: 'year' }).success).toBe(false);
    expect(downlinesQuery.parse({ parentId: '' })).toEqual({ pageNo: 1, pageSize: 20, format: 'json' });
    expect(downlinesQuery.safeParse({ parentId: '0' }).success).toBe(false);
    expect(teamBetsQuery.parse({ format: 'csv' }).format).toBe('csv');
    expect(teamBetsQuery.safeParse({ from: '2026-10-05', to: '2026-10-01' }).success).toBe(false);
    expect(registerDownlineBody.safeParse({ username: 'a', password: 'b', kind: 'boss' }).success).toBe(false);
  });
});
