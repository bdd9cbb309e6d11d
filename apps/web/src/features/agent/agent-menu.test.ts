import { describe, expect, it } from 'vitest';
import { agentMenu } from './agent-menu';

describe('agentMenu', () => {
  const off = { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };
  it('shows the eight pages every agent has, and each gated page only behind its flag', () => {
    expect(agentMenu(undefined).map((i) => i.tab)).toHaveLength(8);
    expect(agentMenu(off).map((i) => i.tab)).not.toContain('dividendRecord');
    const tabs = agentMenu({ ...off, dividend: true, hourlySalary: true }).map((i) => i.tab);
    expect(tabs.slice(8)).toEqual(['dividendRecord', 'hourlySalary']);
  });
});
