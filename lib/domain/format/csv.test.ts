import { csvField, toCsv, UTF8_BOM } from './csv'

test('a plain field is written as it is, Japanese included', () => {
  expect(csvField('打率')).toBe('打率')
  expect(csvField('.312')).toBe('.312')
  expect(csvField('123 1/3')).toBe('123 1/3')
})

test('a field with a comma, a quote or a line break is quoted, quotes doubled (RFC 4180)', () => {
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('two\nlines')).toBe('"two\nlines"')
  expect(csvField('cr\rend')).toBe('"cr\rend"')
})

test('a document starts with the UTF-8 BOM and ends every row with CRLF', () => {
  const csv = toCsv([
    ['順位', '選手', '打率'],
    ['1', '山田, 太郎', '.333'],
  ])
  expect(csv.startsWith(UTF8_BOM)).toBe(true)
  expect(csv).toBe('\uFEFF順位,選手,打率\r\n1,"山田, 太郎",.333\r\n')
  // The BOM is the three bytes EF BB BF once encoded, which is what Excel looks for.
  expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
})

test('no rows is just the BOM', () => {
  expect(toCsv([])).toBe(UTF8_BOM)
})
