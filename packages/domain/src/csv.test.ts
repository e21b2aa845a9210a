import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine, parseCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+91 98100 00001', `"'+91 98100 00001"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['  =HYPERLINK("x")', `"'  =HYPERLINK(""x"")"`],
    // A spreadsheet importing with ';' or ',' as separator splits these into a cell that starts with a formula.
    ['Shah;=cmd|calc', `"'Shah;=cmd|calc"`],
    ['Shah,=cmd|calc', `"'Shah,=cmd|calc"`],
    ['Goa; -1+1', `"'Goa; -1+1"`],
    ['Shah, @A1', `"'Shah, @A1"`],
  ])('makes %j plain text: %s', (value, written) => expect(csvCell(value)).toBe(written));

  it('leaves harmless text and numbers alone, quoting only what needs quotes', () => {
    expect(csvCell('Meera')).toBe('Meera');
    expect(csvCell('a-b@c.example')).toBe('a-b@c.example');
    expect(csvCell('Shah, Jr.')).toBe('"Shah, Jr."');
    expect(csvCell('Goa;North')).toBe('"Goa;North"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('guards every cell of a line and of the header', () => {
    expect(csvLine(['=a', 'b', '+c'])).toBe(`"'=a",b,"'+c"`);
    expect(csvDocument(['=h'], ['x'])).toBe(`\uFEFF"'=h"\r\nx\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads back what csvDocument wrote, quotes, commas, line breaks and guards included', () => {
    const cells = ['Asha, "Ash"', '=SUM(A1)', 'two\r\nlines', '12.50', ''];
    expect(parseCsv(csvDocument(['A', 'B', 'C', 'D', 'E'], [csvLine(cells)]))).toEqual([
      ['A', 'B', 'C', 'D', 'E'],
      ['Asha, "Ash"', "'=SUM(A1)", 'two\r\nlines', '12.50', ''],
    ]);
  });
});
