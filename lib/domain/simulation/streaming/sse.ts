/** One Server-Sent Event: `id`, `event` and a one-line JSON `data` (JSON.stringify escapes every newline), then a blank line. */
export function sseMessage({ id, event, data }: { id: number; event: string; data: unknown }): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** How long a browser waits before reconnecting after the stream drops (EventSource's `retry`). */
export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`
}

export type SseEvent = { id: string | null; event: string; data: string }

/**
 * Events out of an event-stream text, as the HTML spec's parser reads them (fields id, event and
 * data; a blank line dispatches; lines starting with ':' are comments), for tests and tools.
 */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = []
  let current: { id: string | null; event: string; data: string[] } = { id: null, event: 'message', data: [] }
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      if (current.data.length > 0) events.push({ id: current.id, event: current.event, data: current.data.join('\n') })
      current = { id: current.id, event: 'message', data: [] }
      continue
    }
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') current.id = value
    else if (field === 'event') current.event = value
    else if (field === 'data') current.data.push(value)
  }
  return events
}
