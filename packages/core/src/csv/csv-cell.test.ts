import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvText } from './csv-cell';

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

// Issue 21 item 11: exported cells such as '=cmd|...' or '=HYPERLINK(...)' ran as formulas.
describe('csvText', () => {
  it.each([
    ['=cmd|\' /C calc\'!A0', "'=cmd|' /C calc'!A0"],
    ['=HYPERLINK("http://evil.test","Click")', '\'=HYPERLINK("http://evil.test","Click")'],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Plan the week', 'Plan the week'],
    ['', ''],
  ])('writes %j as %j', (input, expected) => {
    expect(csvText(input)).toBe(expected);
  });

  it('never leaves a cell starting with a formula character, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...FORMULA_START).chain((start) => fc.string().map((rest) => start + rest))), (text) => {
        const written = csvText(text);
        expect(FORMULA_START).not.toContain(written.charAt(0));
        expect(written === text || written === `'${text}`).toBe(true);
        expect(written !== text).toBe(FORMULA_START.includes(text.charAt(0)));
      }),
    );
  });
});

describe('csvCell', () => {
  it('keeps numbers, negative ones included, as numbers and escapes only text', () => {
    expect(csvRow(['-5', -5, 15, null, '=1+1', Number.NaN])).toEqual(["'-5", -5, 15, '', "'=1+1", '']);
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(csvCell(value)).toBe(value);
      }),
    );
  });
});
