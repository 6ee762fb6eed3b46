import { facesForText, parseFontFaces, parseUnicodeRange } from './unicode-range'

describe('parseUnicodeRange', () => {
  test('reads single points, ranges and wildcards (CSS Fonts 4 §4.5)', () => {
    // U+4E?? is every code point from 4E00 to 4EFF.
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+4E??')).toEqual([
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x4e00, 0x4eff],
    ])
  })

  test('reads five-digit code points of the supplementary planes', () => {
    expect(parseUnicodeRange('U+25ee8,U+26ff6-26ff8')).toEqual([
      [0x25ee8, 0x25ee8],
      [0x26ff6, 0x26ff8],
    ])
  })

  test('skips what is not a range instead of guessing', () => {
    expect(parseUnicodeRange('U+zz, 4E00, U+30??-30FF, U+3042')).toEqual([[0x3042, 0x3042]])
  })
})

const CSS = `/* noto-sans-jp-[0]-700-normal */
@font-face {
  font-family: 'Noto Sans JP';
  font-weight: 700;
  src: url(./files/noto-sans-jp-0-700-normal.woff2) format('woff2'), url(./files/noto-sans-jp-0-700-normal.woff) format('woff');
  unicode-range: U+5C71,U+7530;
}
@font-face {
  font-family: 'Noto Sans JP';
  src: url(./files/noto-sans-jp-1-700-normal.woff2) format('woff2'), url(./files/noto-sans-jp-1-700-normal.woff) format('woff');
  unicode-range: U+3041-3096,U+592A;
}
@font-face {
  font-family: 'Noto Sans JP';
  src: url(./files/noto-sans-jp-latin-700-normal.woff2) format('woff2'), url(./files/noto-sans-jp-latin-700-normal.woff) format('woff');
  unicode-range: U+0000-00FF,U+2000-206F;
}`

describe('parseFontFaces', () => {
  test('pairs each WOFF file (not the WOFF2) with its unicode-range', () => {
    expect(parseFontFaces(CSS)).toEqual([
      { file: 'noto-sans-jp-0-700-normal.woff', ranges: [[0x5c71, 0x5c71], [0x7530, 0x7530]] },
      { file: 'noto-sans-jp-1-700-normal.woff', ranges: [[0x3041, 0x3096], [0x592a, 0x592a]] },
      { file: 'noto-sans-jp-latin-700-normal.woff', ranges: [[0x0000, 0x00ff], [0x2000, 0x206f]] },
    ])
  })
})

describe('facesForText', () => {
  const faces = parseFontFaces(CSS)

  test('loads only the subsets the text uses, each once, in stylesheet order', () => {
    // 山 U+5C71 and 田 U+7530 are in subset 0; 太 U+592A in subset 1; . 3 1 2 in latin.
    expect(facesForText('.312 山田 太', faces)).toEqual(['noto-sans-jp-0-700-normal.woff', 'noto-sans-jp-1-700-normal.woff', 'noto-sans-jp-latin-700-normal.woff'])
  })

  test('a text in one subset needs one file', () => {
    expect(facesForText('田山田', faces)).toEqual(['noto-sans-jp-0-700-normal.woff'])
  })

  test('characters no face covers ask for nothing', () => {
    expect(facesForText('☃', faces)).toEqual([])
  })
})
