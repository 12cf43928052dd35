// How wide a text is in the bundled fonts (src/render/fonts.ts, DejaVu Sans Condensed), without a canvas: the
// advance of each character, so that the picture's size can be known where nothing is drawn (the web page's floor
// parts, parts.ts) and comes out the same as where it is drawn. The widths are the canvas's own at 100 px (in
// hundredths of a pixel); test/games/burgle-bros/render/legend.test.ts checks them against the canvas and prints the
// table again if the fonts change. A character not listed counts as the widest one.

const CHARS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяЁё·…–—←↑→↓◎▼";

const REGULAR = [
  2856,3604,4136,7539,5723,8550,7017,2471,3511,3511,4497,7539,2856,3247,2856,3032,5723,5723,5723,5723,5723,5723,5723,5723,
  5723,5723,3032,3032,7539,7539,7539,4775,8999,6152,6172,6284,6929,5684,5176,6973,6768,2651,2651,5898,5010,7764,6729,7080,
  5425,7080,6250,5713,5493,6587,6152,8896,6162,5493,6162,3511,3032,3511,7539,4497,4497,5513,5713,4946,5713,5537,3164,5713,
  5703,2500,2500,5210,2500,8765,5703,5503,5713,5713,3696,4688,3525,5703,5322,7358,5322,5322,4722,5723,3032,5723,7539,6152,
  6172,6172,5488,7031,5684,9692,5767,6729,6729,6387,6768,7764,6768,7080,6768,5425,6284,5493,5483,7744,6162,6987,6167,9624,
  9844,7490,7939,6172,6284,9712,6250,5513,5547,5303,4727,6221,5537,8105,4785,5845,5845,5435,5752,6787,5884,5503,5884,5713,
  4946,5239,5322,7690,5322,6123,5317,8232,8477,6357,7104,5303,4937,7573,5410,5684,5537,2856,8999,4497,8999,7539,7539,7539,
  7539,7852,6919,
];

const BOLD = [
  3130,4102,4688,7539,6260,9014,7847,2754,4111,4111,4702,7539,3418,3735,3418,3286,6260,6260,6260,6260,6260,6260,6260,6260,
  6260,6260,3599,3599,7539,7539,7539,5220,8999,6963,6855,6602,7471,6147,6147,7383,7529,3345,3345,6973,5732,8955,7529,7646,
  6592,7646,6929,6479,6138,7305,6963,9927,6938,6514,6523,4111,3286,4111,7539,4497,4497,6069,6440,5332,6440,6104,3911,6440,
  6406,3081,3081,5981,3081,9375,6406,6182,6440,6440,4438,5356,4302,6406,5864,8311,5801,5864,5234,6406,3286,6406,7539,6963,
  6855,6855,5732,8013,6147,11016,6392,7529,7529,7354,7471,8955,7529,7646,7529,6592,6602,6138,6938,8921,6938,8350,7271,11118,
  11929,8452,9321,6855,6602,10562,6929,6069,6284,5693,4702,7266,6104,8955,5229,6304,6304,6108,6592,7354,6216,6182,6216,6440,
  5332,5215,5864,8926,5801,6670,6177,9556,9946,6763,8135,5688,5332,8745,5776,6147,6104,3418,8999,4497,8999,7539,7539,7539,
  7539,7852,6919,
];

function table(widths: number[]): Map<string, number> {
  return new Map(Array.from(CHARS).map((c, i) => [c, widths[i]]));
}

const TABLES = { regular: table(REGULAR), bold: table(BOLD) };
const WIDEST = { regular: Math.max(...REGULAR), bold: Math.max(...BOLD) };

/** The characters the table knows, in its order (for the test that checks it). */
export const KNOWN_CHARS = CHARS;

/** The width in pixels of `text` written at `px` (bold or not), as the canvas measures it. */
export function textWidth(text: string, px: number, bold = false): number {
  const t = TABLES[bold ? 'bold' : 'regular'], widest = WIDEST[bold ? 'bold' : 'regular'];
  let sum = 0;
  for (const c of text) sum += t.get(c) ?? widest;
  return (sum * px) / 10000;
}
