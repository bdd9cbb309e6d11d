import { describe, expect, it } from 'vitest';
import { buildCsv, csvAmount, csvCell } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12n)).toBe('12');
  });

  it('writes a BOM, the header and one CRLF line per row', () => {
    const rows = [
      { name: 'ana', amount: '-150' },
      { name: 'ben, jr', amount: '123456789' },
    ];
    const csv = buildCsv(
      [
        { label: 'Member', value: (r: (typeof rows)[number]) => r.name },
        { label: 'Amount', value: (r: (typeof rows)[number]) => csvAmount(r.amount) },
      ],
      rows,
    );
    expect(csv).toBe('\uFEFFMember,Amount\r\nana,-1.50\r\n"ben, jr",1234567.89\r\n');
  });

  it('writes amounts with two decimals', () => {
    expect(csvAmount('0')).toBe('0.00');
    expect(csvAmount(5n)).toBe('0.05');
    expect(csvAmount('-100000')).toBe('-1000.00');
  });
});
