/** What a check reads from a fetch Response (jsdom tests hand in plain objects: it has no Response). */
export type HttpResponse = {
  ok: boolean
  status: number
  statusText: string
  headers: { get(name: string): string | null }
  text(): Promise<string>
}

/** Site spec §3: success with responseTime, timestamp and dataSize, or failure with an error. */
export type HealthCheckResult =
  | { success: true; responseTime: number; timestamp: string; dataSize: number }
  | { success: false; error: string; timestamp: string }

/** Judges one answer (site spec §5, §8): HTTP status, then content type, then a JSON object body. */
export async function evaluateResponse(response: HttpResponse, startedAt: number, now: () => Date): Promise<HealthCheckResult> {
  const failure = (error: string): HealthCheckResult => ({ success: false, error, timestamp: now().toISOString() })
  if (!response.ok) return failure(`HTTP ${response.status}: ${await statusText(response)}`)
  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().includes('application/json')) return failure('Invalid content-type')
  const body = await response.text()
  if (!isJsonObject(body)) return failure('Invalid JSON response')
  const finished = now()
  return { success: true, responseTime: finished.getTime() - startedAt, timestamp: finished.toISOString(), dataSize: utf8ByteLength(body) }
}

/** HTTP/2 carries no reason phrase, so the start of the body stands in for an empty one. */
async function statusText(response: HttpResponse): Promise<string> {
  if (response.statusText) return response.statusText
  const body = await response.text().catch(() => '')
  return body.replace(/\s+/g, ' ').trim().slice(0, 100)
}

function isJsonObject(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** Bytes on the wire before compression; Japanese text is three bytes a character in UTF-8. */
export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}
