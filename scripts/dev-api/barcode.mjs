// A Code 128 barcode as SVG, for the store references' `barcode_url` (the cashier scans it). An
// even run of digits is written in set C (two digits a symbol, shorter), anything else in set B.

/** Bar and space widths (in modules) of each symbol value, 0–105; 106 is the stop (7 elements). */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;
/** Blank modules each side, so that a scanner finds where the code begins and ends. */
const QUIET_ZONE = 10;

/**
 * The symbol values of `text`: start, data, check symbol and stop.
 * @param {string} text printable ASCII
 * @returns {number[]}
 */
export function code128Values(text) {
  /** @type {number[]} */
  let data;
  let start;
  if (text.length > 0 && text.length % 2 === 0 && /^\d+$/.test(text)) {
    start = START_C;
    data = Array.from({ length: text.length / 2 }, (_, i) => Number(text.slice(i * 2, i * 2 + 2)));
  } else if (/^[\x20-\x7e]+$/.test(text)) {
    start = START_B;
    data = [...text].map((char) => char.charCodeAt(0) - 32);
  } else {
    throw new Error('Code 128 (B o C) solo lleva caracteres ASCII imprimibles.');
  }
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [start, ...data, check, STOP];
}

/**
 * The barcode's bars, left to right, as [x, width] in modules (spaces are the gaps), and its width.
 * @param {string} text
 */
export function code128Bars(text) {
  const widths = code128Values(text)
    .map((value) => PATTERNS[value])
    .join('');
  /** @type {[number, number][]} */
  const bars = [];
  let x = QUIET_ZONE;
  [...widths].forEach((char, index) => {
    const width = Number(char);
    if (index % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, width: x + QUIET_ZONE };
}

/**
 * An SVG image of the barcode of `text`, with the text under it.
 * @param {string} text
 * @param {{ height?: number, module?: number }} [options] bar height and module width, in pixels
 */
export function code128Svg(text, { height = 60, module = 2 } = {}) {
  const { bars, width } = code128Bars(text);
  const textY = height + 16;
  const label = text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const rects = bars.map(([x, w]) => `<rect x="${x}" y="0" width="${w}" height="${height}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * module}" height="${(textY + 6) * module}" viewBox="0 0 ${width} ${textY + 6}" role="img" aria-label="Código de barras ${label}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000" shape-rendering="crispEdges">${rects}</g>`,
    `<text x="${width / 2}" y="${textY}" font-family="monospace" font-size="12" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('');
}
