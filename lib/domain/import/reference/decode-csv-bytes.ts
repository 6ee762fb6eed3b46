const REPLACEMENT = '\uFFFD'

/**
 * Text of a CSV file whose encoding nobody wrote down: UTF-8 (BOM kept for the tokenizer to drop)
 * unless that yields replacement characters, in which case it is one of the CP932 files.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  if (!utf8.includes(REPLACEMENT)) return utf8
  return new TextDecoder('shift_jis').decode(bytes)
}
