import { streamFinalSchema, streamMomentSchema, type StreamFinal, type StreamMoment } from '@/lib/schemas/simulation-score-streaming'

export type StreamHandlers = {
  open: () => void
  moment: (moment: StreamMoment) => void
  final: (final: StreamFinal) => void
  /** The connection dropped; the browser is reconnecting with the last id it received. */
  reconnecting: () => void
  /** The stream cannot go on (a 400, a bad event): the browser will not retry. */
  failed: () => void
}

/** An event's data as JSON, or undefined when it is not (the schema then refuses it). */
function json(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data)
  } catch {
    return undefined
  }
}

/**
 * Opens the game's event stream, each event checked by the API's own schema. Loaded on the first
 * 「試合開始」 only: the page's first load carries no zod. EventSource reconnects by itself,
 * sending the last id it got (Last-Event-ID), and the server resumes after it; after `final` the
 * source is closed here, or the browser would reconnect to a finished game.
 */
export function openScoreStream(url: string, handlers: StreamHandlers): EventSource {
  const source = new EventSource(url)
  const fail = () => {
    source.close()
    handlers.failed()
  }
  source.addEventListener('open', handlers.open)
  source.addEventListener('pitch', (event) => {
    const moment = streamMomentSchema.safeParse(json(event))
    if (moment.success) handlers.moment(moment.data)
    else fail()
  })
  source.addEventListener('final', (event) => {
    source.close()
    const final = streamFinalSchema.safeParse(json(event))
    if (final.success) handlers.final(final.data)
    else handlers.failed()
  })
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) handlers.failed()
    else handlers.reconnecting()
  })
  return source
}
