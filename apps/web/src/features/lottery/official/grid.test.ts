import { describe, expect, it } from 'vitest';
import { officialProductById } from '@playhouse/contract/lottery';
import { cellsOf, quickNumbers } from './grid';
import { addPicks, readTyped, togglePick } from './picks';

const product = (id: string) => officialProductById(id)!;

describe('the number grid', () => {
  it('shows 0–9, 00–99, and 000–999 one hundred at a time', () => {
    expect(cellsOf(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const two = cellsOf(2);
    expect(two).toHaveLength(100);
    expect([two[0], two[7], two[99]]).toEqual(['00', '07', '99']);
    const page = cellsOf(3, 4);
    expect([page[0], page[99], page.length]).toEqual(['400', '499', 100]);
    expect(cellsOf(3, 0)[5]).toBe('005');
  });
});

describe('quick picks', () => {
  const two = cellsOf(2);
  it('a head, a tail, doubles, big and small on two digits', () => {
    expect(quickNumbers(two, { kind: 'head', digit: 3 })).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(quickNumbers(two, { kind: 'tail', digit: 7 })).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
    expect(quickNumbers(two, { kind: 'doubles' })).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    const big = quickNumbers(two, { kind: 'big' });
    expect([big.length, big[0], big.at(-1)]).toEqual([50, '50', '99']);
    const small = quickNumbers(two, { kind: 'small' });
    expect([small.length, small[0], small.at(-1)]).toEqual([50, '00', '49']);
  });

  it('on a page of three digits they read the last two digits of that hundred', () => {
    const page = cellsOf(3, 8);
    expect(quickNumbers(page, { kind: 'head', digit: 0 })).toEqual([
      '800',
      '801',
      '802',
      '803',
      '804',
      '805',
      '806',
      '807',
      '808',
      '809',
    ]);
    expect(quickNumbers(page, { kind: 'doubles' })[1]).toBe('811');
    expect(quickNumbers(page, { kind: 'big' })[0]).toBe('850');
  });
});

describe('picks', () => {
  it('toggle a number on and off', () => {
    const lo = product('VN-LO2');
    const on = togglePick(lo, [], '07');
    expect(on).toEqual(['07']);
    expect(togglePick(lo, on, '07')).toEqual([]);
  });

  it('3 tod keeps the digits in order, so every arrangement is one pick; a triple is no 3 tod number', () => {
    const tod = product('TH-3TOD');
    expect(togglePick(tod, [], '321')).toEqual(['123']);
    expect(togglePick(tod, ['123'], '213')).toEqual([]);
    expect(togglePick(tod, [], '111')).toEqual([]);
  });

  it('a quick pick adds the numbers not yet picked, skipping blocked ones', () => {
    const lo = product('VN-LO2');
    const tail = quickNumbers(cellsOf(2), { kind: 'tail', digit: 5 });
    expect(addPicks(lo, ['05', '99'], tail, (n) => n === '25')).toEqual([
      '05',
      '99',
      '15',
      '35',
      '45',
      '55',
      '65',
      '75',
      '85',
      '95',
    ]);
  });

  it('typed 4D numbers: straight, a roll, a box read canonically; the rest refused', () => {
    expect(readTyped(product('4D-BIG'), '1234 r234, 12 1234 abcd')).toEqual({ picks: ['1234', 'R234'], refused: ['12', 'ABCD'] });
    expect(readTyped(product('4D-BIG-BOX'), '4321\n1111')).toEqual({ picks: ['1234'], refused: ['1111'] });
  });
});
