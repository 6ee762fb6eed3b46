import { decodeCsvBytes } from './decode-csv-bytes'

test('UTF-8 is read as UTF-8, its BOM left for the tokenizer', () => {
  const bytes = new TextEncoder().encode('\uFEFF阪　神,1\n')
  expect(decodeCsvBytes(bytes)).toBe('\uFEFF阪　神,1\n')
})

test('bytes that are not UTF-8 are read as CP932 (Shift_JIS)', () => {
  // 阪　神,"14,700万円" CRLF, as iconv -t cp932 writes it
  const bytes = new Uint8Array([0x8d, 0xe3, 0x81, 0x40, 0x90, 0x5f, 0x2c, 0x22, 0x31, 0x34, 0x2c, 0x37, 0x30, 0x30, 0x96, 0x9c, 0x89, 0x7e, 0x22, 0x0d, 0x0a])
  expect(decodeCsvBytes(bytes)).toBe('阪　神,"14,700万円"\r\n')
})
