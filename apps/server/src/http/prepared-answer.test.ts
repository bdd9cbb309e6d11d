import { describe, expect, it } from 'vitest';
import { gamePage, okOf, type Game } from '@playhouse/contract';
import { ok } from './reply.js';
import { checkPrepared, prepareAnswer } from './prepared-answer.js';

const game: Game = {
  nodeId: 7,
  gameId: 'g-7',
  gameCode: 'DRAGON',
  displayName: 'Dragon',
  gameName: 'Dragon',
  nodeName: 'Dragon',
  vassalage: 'PG',
  gameType: 'RNG',
  isGame: true,
  isHot: 1,
  isNew: false,
  gameClassify: null,
  showIcon: '/art/g/7.svg',
  iconUrl: '/art/g/7.svg',
  lagerIcon: '/art/g/7-l.svg',
  maintenance: false,
};
const page = { content: [game], pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 1 };
const schema = okOf(gamePage);

// Production sends a prepared answer unchecked, so outside production the check must catch
// anything the schema would have refused, stripped or changed.
describe('prepared answers', () => {
  it('are sent exactly as made when they match their schema', () => {
    const answer = prepareAnswer('"e1"', page, schema);
    expect(JSON.parse(answer.json.toString())).toEqual(ok(page));
  });

  it('are refused when a field breaks the schema', () => {
    const bad = { ...page, content: [{ ...game, gameType: 'NOT_A_TYPE' }] };
    expect(() => prepareAnswer('"e2"', bad, schema)).toThrow();
  });

  it('are refused when they carry a field the schema would strip (production would send it)', () => {
    const leaky = { ...page, content: [{ ...game, vendorSecret: 'x' }] };
    expect(() => checkPrepared(ok(leaky), schema)).toThrow(/strips or changes/);
  });
});
