/**
 * An event-stream response pulling its text from `messages` one message at a time, so a slow
 * reader is never buffered for. When the reader goes away (the tab closed: the request's signal
 * aborts, or the body is cancelled) `abort` runs — the generator's sleep wakes and it returns —
 * and the generator is closed, so no timer outlives the connection.
 */
export function eventStreamResponse(messages: AsyncGenerator<string, void, undefined>, abort: AbortController, requestSignal: AbortSignal): Response {
  const encoder = new TextEncoder()
  const stop = () => abort.abort()
  requestSignal.addEventListener('abort', stop, { once: true })
  const body = new ReadableStream<Uint8Array>({
    async pull(stream) {
      const next = await messages.next()
      if (next.done) {
        requestSignal.removeEventListener('abort', stop)
        stream.close()
      } else stream.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      stop()
      requestSignal.removeEventListener('abort', stop)
      await messages.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Every game is made for its request; a proxy must neither keep nor hold back the stream.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
