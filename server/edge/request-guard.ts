/** The site only reads: every page, file and API answers GET and HEAD. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const

/** Longer URLs are nobody's link; npb.jp's longest query fits well inside. */
export const MAX_URL_LENGTH = 2048

export type GuardAnswer = { status: 400 | 405 | 414; headers: Record<string, string>; message: string }

export type GuardInput = { method: string | undefined; url: string | undefined }

function decodable(url: string): boolean {
  try {
    decodeURI(url)
    return true
  } catch {
    return false
  }
}

/**
 * The answer for a request that must not reach the framework, or null to let it through. These
 * are requests Next answers with a 500 or with the page itself: TRACE or POST, `*` or an
 * absolute-form target, a malformed percent-encoding.
 */
export function guardRequest({ method, url }: GuardInput): GuardAnswer | null {
  if (method === 'OPTIONS') return { status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') }, message: 'このURLで使えるメソッドは GET と HEAD です。' }
  if (!ALLOWED_METHODS.some((allowed) => allowed === method)) {
    return { status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') }, message: `${method ?? ''} には対応していません。このサイトは GET と HEAD のみ受け付けます。` }
  }
  if (!url || !url.startsWith('/') || url.startsWith('//')) return { status: 400, headers: {}, message: 'リクエストのURLが正しくありません。' }
  if (url.length > MAX_URL_LENGTH) return { status: 414, headers: {}, message: `URLが長すぎます（${MAX_URL_LENGTH}文字まで）。` }
  if (!decodable(url)) return { status: 400, headers: {}, message: 'URLのパーセントエンコードが正しくありません。' }
  return null
}

/**
 * Request headers the edge answers itself and never forwards: a Range (every answer is whole —
 * RFC 9110 lets a server ignore it, and Next answered a bad one with a 500) and the conditional
 * headers, checked here against the edge's own ETag.
 */
export const EDGE_ONLY_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'] as const
