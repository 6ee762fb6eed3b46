import { badRequest, unavailable } from '@/lib/data/http/api-error'
import { parseQuery } from '@/lib/data/http/query-params'
import { getDatabase } from '@/lib/data/db'
import { streamedGame } from '@/lib/data/loaders/simulation/score-streaming/match'
import { matchCheck, matchOrNotFound, STREAM_HINTS, STREAM_SHAPE, streamQueryOf } from '@/lib/data/loaders/simulation/score-streaming/stream-params'
import { abortableSleep, intervalFor, pacedStream, STREAM_CAP_MS } from '@/lib/domain/simulation/streaming/paced-stream'
import { eventStreamResponse } from './event-stream'

/** The id EventSource sends back on reconnecting: a moment's index (final's is the moment count). */
function lastEventId(request: Request): number | null | 'bad' {
  const raw = request.headers.get('last-event-id')
  if (raw === null || raw === '') return null
  return /^\d{1,5}$/.test(raw) ? Number(raw) : 'bad'
}

/**
 * GET /api/simulation/score-streaming?away=t&home=g&seed=42&speed=2 → text/event-stream: the game,
 * simulated whole from the seed, sent pitch by pitch (event `pitch`, id = the moment's index) at
 * the speed's pace, then `final` (line score, R/H/E, decisions), then closed. A reconnection's
 * Last-Event-ID (or ?from=) resumes after that moment. Bad parameters are a 400 in JSON before
 * any event; a closed tab stops the timer at once; one connection lasts at most 10 minutes and the
 * browser then resumes by itself.
 */
export function GET(request: Request): Response {
  const parsed = parseQuery(new URL(request.url).searchParams, STREAM_SHAPE, STREAM_HINTS, matchCheck)
  if (!parsed.ok) return parsed.response
  const resumeAt = lastEventId(request)
  if (resumeAt === 'bad') return badRequest('ヘッダー Last-Event-ID は投球の番号（整数）にしてください。', 'the Last-Event-ID header must be a pitch index (a whole number)')
  if (!getDatabase()) return unavailable()
  const query = streamQueryOf(parsed.value)
  const found = matchOrNotFound(query)
  if ('response' in found) return found.response
  const game = streamedGame(found.match, query.seed)
  const abort = new AbortController()
  const messages = pacedStream(game.moments, game.final, {
    intervalMs: intervalFor(query.speed),
    after: resumeAt ?? parsed.value.from ?? null,
    signal: abort.signal,
    sleep: abortableSleep,
    now: () => performance.now(),
    capMs: STREAM_CAP_MS,
  })
  return eventStreamResponse(messages, abort, request.signal)
}
