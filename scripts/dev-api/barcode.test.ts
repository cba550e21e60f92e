// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { code128Bars, code128Svg, code128Values } from './barcode.mjs';

const START_C = '211232';
const STOP = '2331112';

describe('Code 128', () => {
  it('a 16-digit store reference in set C: start C, pairs of digits, the check symbol, stop', () => {
    // 105 + 1·10 + 2·10 + 3·10 + 4·49 + 5·21 + 6·37 + 7·58 + 8·46 = 1462; 1462 mod 103 = 20.
    expect(code128Values('1010104921375846')).toEqual([105, 10, 10, 10, 49, 21, 37, 58, 46, 20, 106]);
  });

  it('text in set B: start B, ASCII − 32, the weighted check symbol', () => {
    // "Cotiza": 104 + 1·35 + 2·79 + 3·84 + 4·73 + 5·90 + 6·65 = 1681; 1681 mod 103 = 33.
    expect(code128Values('Cotiza')).toEqual([104, 35, 79, 84, 73, 90, 65, 33, 106]);
    // An odd number of digits is set B too.
    expect(code128Values('123')[0]).toBe(104);
    expect(() => code128Values('año')).toThrow();
  });

  it('the bars start with the start C pattern and end with the stop pattern, 11 modules a symbol', () => {
    const { bars, width } = code128Bars('1010104921375846');
    // 11 symbols of 11 modules, the stop's 2 more, 10 blank modules each side.
    expect(width).toBe(11 * 11 + 2 + 20);
    const widths = (list: [number, number][]) => list.map(([, w]) => w).join('');
    // The start's bars are its 1st, 3rd and 5th widths; the stop's, its 1st, 3rd, 5th and 7th.
    expect(widths(bars.slice(0, 3))).toBe(START_C[0] + START_C[2] + START_C[4]);
    expect(bars[0][0]).toBe(10);
    expect(widths(bars.slice(-4))).toBe(STOP[0] + STOP[2] + STOP[4] + STOP[6]);
    const [lastX, lastWidth] = bars[bars.length - 1];
    expect(lastX + lastWidth).toBe(width - 10);
  });

  it('an SVG with one rect per bar and the reference written under it', () => {
    const svg = code128Svg('1010104921375846');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect x=/g)).toHaveLength(code128Bars('1010104921375846').bars.length);
    expect(svg).toContain('>1010104921375846</text>');
    expect(code128Svg('a<b')).toContain('a&#60;b');
  });
});
