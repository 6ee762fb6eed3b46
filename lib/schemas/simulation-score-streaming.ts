import { z } from 'zod'
import { PA_RESULTS, PITCH_RESULTS, PITCH_TYPES } from '@/lib/domain/events'
import { TEAM_CODES } from '@/lib/domain/teams/team-codes'

const count = z.number().int().min(0)
const probability = z.number().min(0).max(1)
const half = z.enum(['top', 'bottom'])
const club = z.enum(TEAM_CODES)

export const streamPlayerSchema = z.object({ id: z.string(), name: z.string() })

/** One pitch: type, km/h, what happened, and its number in the PA (1 = first). */
export const streamPitchSchema = z.object({ type: z.enum(PITCH_TYPES), kmh: z.number().int(), result: z.enum(PITCH_RESULTS), n: z.number().int().min(1) })

/** How a PA ended: the result code, the broadcaster's words, the situation it started from, errors on the play. */
export const streamPlaySchema = z.object({ result: z.enum(PA_RESULTS), text: z.string(), situation: z.string(), runs: count, errors: count })

/**
 * One SSE `pitch` event (its `id` is `i`): a pitch, a runner's move between pitches (`runner`), or
 * a PA awarded without a pitch (`award`, 申告敬遠). The state fields are the game after it — count
 * 0-0 once a PA ends, outs 3 at the end of a half. `we` is the home club's win expectancy after a
 * moment that moved the bases, outs or score (null after a pitch that did not).
 */
export const streamMomentSchema = z.object({
  i: count,
  kind: z.enum(['pitch', 'runner', 'award']),
  inning: z.number().int().min(1),
  half,
  outs: z.number().int().min(0).max(3),
  balls: z.number().int().min(0).max(3),
  strikes: z.number().int().min(0).max(2),
  bases: z.number().int().min(0).max(7),
  away: count,
  home: count,
  /** Null only for a half ended by a runner out before its PA finished. */
  batter: streamPlayerSchema.nullable(),
  pitcher: streamPlayerSchema,
  /** The first moment of a new pitcher for his side. */
  newPitcher: z.boolean(),
  pitch: streamPitchSchema.nullable(),
  play: streamPlaySchema.nullable(),
  runner: z.string().nullable(),
  we: probability.nullable(),
})

const boxLine = z.object({ runs: count, hits: count, errors: count })

/** The SSE `final` event: the line score (null = a bottom half not needed), R/H/E and the decisions. */
export const streamFinalSchema = z.object({
  innings: z.number().int().min(1),
  status: z.enum(['final', 'tie']),
  line: z.object({ away: z.array(count), home: z.array(count.nullable()) }),
  box: z.object({ away: boxLine, home: boxLine }),
  decisions: z.object({ win: streamPlayerSchema.nullable(), loss: streamPlayerSchema.nullable(), save: streamPlayerSchema.nullable() }),
  moments: count,
})

/** GET /api/simulation/score-streaming/game: the whole game the stream would send, for 「最後までスキップ」 and tests. */
export const streamedGameSchema = z.object({
  season: z.number().int(),
  away: club,
  home: club,
  park: z.string(),
  seed: z.number().int(),
  venue: z.string(),
  moments: z.array(streamMomentSchema),
  final: streamFinalSchema,
})

const lineupEntry = z.object({ id: z.string(), name: z.string(), position: z.string(), bats: z.string(), avg: z.number().nullable(), hr: count, pa: count })
const pitcherEntry = z.object({ id: z.string(), name: z.string(), throws: z.string(), era: z.number().nullable(), g: count, gs: count, sv: count, hld: count })

/** A club before the game: lineup in order, starter, his rotation (to choose from), bullpen and bench. */
export const clubSheetSchema = z.object({
  code: club,
  lineup: z.array(lineupEntry),
  starter: pitcherEntry,
  rotation: z.array(streamPlayerSchema),
  relievers: z.array(pitcherEntry),
  bench: z.array(streamPlayerSchema),
  /** False where the source has no starts by position (npb.jp): positions were filled from roster groups and PA. */
  positionsKnown: z.boolean(),
  /** False where the season has no pitch-by-pitch rows: speeds and pitch mixes are the engine's defaults. */
  pitchesTracked: z.boolean(),
})

export type StreamPlayer = z.infer<typeof streamPlayerSchema>
export type StreamPitch = z.infer<typeof streamPitchSchema>
export type StreamPlay = z.infer<typeof streamPlaySchema>
export type StreamMoment = z.infer<typeof streamMomentSchema>
export type StreamFinal = z.infer<typeof streamFinalSchema>
export type StreamedGame = z.infer<typeof streamedGameSchema>
export type ClubSheet = z.infer<typeof clubSheetSchema>
