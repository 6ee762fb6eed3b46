import 'server-only'
import type { Db } from '@/lib/data/db'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { statBattingRates, statPitchingRates } from '@/lib/domain/stats/stat-line-rates'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import type { StatBattingLine, StatLineLevel, StatPitchingLine } from '@/lib/schemas/stat-lines'
import type { SplitBattingLine, SplitPitchingLine } from '@/lib/schemas/splits'
import { splitLinesFrom } from '../splits/split-lines'
import { gameExtrasFrom, type BattingExtras, type PitchingExtras } from './game-extras'
import type { SeasonContext } from './league-context'
import type { StatLinesQuery } from './stat-lines-query'

type Level = Exclude<StatLineLevel, 'season'>
type Scope = Pick<StatLinesQuery, 'team' | 'league'>

const key = (line: { player_id: string; team: string }) => `${line.player_id}:${line.team}`
const inScope = (team: string, scope: Scope) => {
  const club = getTeamByCode(team)
  return club !== null && (scope.team === undefined || club.id === scope.team) && (scope.league === undefined || club.league === scope.league)
}

const EMPTY_BATTING = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0, rbi: 0, gidp: 0, gb: 0, ld: 0, fb: 0, pu: 0 }
const EMPTY_PITCHING = { bf: 0, outs: 0, ab: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0, gb: 0, ld: 0, fb: 0, pu: 0 }

/** Players with a game-level count but no PA in the view (a pinch runner, a defensive sub) still have a line, as in the season lines. */
function names(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map()
  const rows = db.prepare<string[], { id: string; name: string }>(`SELECT id, name_kanji AS name FROM players WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids)
  return new Map(rows.map((row) => [row.id, row.name]))
}

/**
 * A season's batting lines for a split: the PA counts of the split engine, and at the game level
 * the games, runs and steals of the same games, so every count is exact.
 */
export function splitBattingLines(db: Db, season: number, filter: SplitFilter, level: Level, scope: Scope, context: SeasonContext): StatBattingLine[] {
  const pas = new Map(splitLinesFrom(db, season, 'batting', filter, scope).lines.map((line) => [key(line), line]))
  const extras = level === 'game' ? gameExtrasFrom(db, season, 'batting', filter).filter((row) => inScope(row.team, scope)) : []
  const byKey = new Map<string, BattingExtras>(extras.map((row) => [key(row), row]))
  const missing = extras.filter((row) => !pas.has(key(row))).map((row) => row.player_id)
  const extraNames = names(db, [...new Set(missing)])
  const keys = [...new Set([...pas.keys(), ...byKey.keys()])]
  return keys.flatMap((id) => {
    const pa: SplitBattingLine | undefined = pas.get(id)
    const extra = byKey.get(id)
    const identity = pa ?? (extra ? { player_id: extra.player_id, team: extra.team, name: extraNames.get(extra.player_id) ?? extra.player_id } : null)
    const club = identity ? getTeamByCode(identity.team) : null
    if (!identity || !club) return []
    const counts = pa ?? EMPTY_BATTING
    const league = context.leagues.get(club.league) ?? null
    return [{
      player_id: identity.player_id, name: identity.name, team: club.id, league: club.league, qualified: false,
      ...pickBatting(counts),
      g: level === 'game' ? Math.max(extra?.g ?? 0, 1) : null,
      r: level === 'game' ? extra?.r ?? 0 : null, sb: level === 'game' ? extra?.sb ?? 0 : null, cs: level === 'game' ? extra?.cs ?? 0 : null,
      ...statBattingRates(counts, league, context.parkFactors.get(club.id) ?? 1),
    }]
  })
}

function pickBatting(c: typeof EMPTY_BATTING) {
  return {
    pa: c.pa, ab: c.ab, h: c.h, doubles: c.doubles, triples: c.triples, hr: c.hr, rbi: c.rbi, sh: c.sh, sf: c.sf, bb: c.bb, ibb: c.ibb,
    hbp: c.hbp, so: c.so, gidp: c.gidp, gb: c.gb, ld: c.ld, fb: c.fb, pu: c.pu,
  }
}

/**
 * A season's pitching lines for a split. At the game level the lines are the pitchers who
 * appeared (as the season lines are), with outs made between PAs and runs charged added; at the
 * PA level they are the PA counts alone.
 */
export function splitPitchingLines(db: Db, season: number, filter: SplitFilter, level: Level, scope: Scope, context: SeasonContext): StatPitchingLine[] {
  const pas = new Map(splitLinesFrom(db, season, 'pitching', filter, scope).lines.map((line) => [key(line), line]))
  const extras: (PitchingExtras | null)[] = level === 'game'
    ? gameExtrasFrom(db, season, 'pitching', filter).filter((row) => inScope(row.team, scope))
    : [...pas.keys()].map(() => null)
  const keys = level === 'game' ? extras.flatMap((row) => (row ? [key(row)] : [])) : [...pas.keys()]
  const byKey = new Map(extras.flatMap((row) => (row ? [[key(row), row] as const] : [])))
  const extraNames = names(db, keys.filter((id) => !pas.has(id)).map((id) => byKey.get(id)?.player_id ?? ''))
  return keys.flatMap((id) => {
    const pa: SplitPitchingLine | undefined = pas.get(id)
    const extra = byKey.get(id) ?? null
    const playerId = pa?.player_id ?? extra?.player_id
    const club = getTeamByCode(pa?.team ?? extra?.team ?? '')
    if (playerId === undefined || !club) return []
    const counts = { ...EMPTY_PITCHING, ...(pa ? pickPitching(pa) : {}) }
    const outs = counts.outs + (extra?.runner_outs ?? 0)
    const er = extra ? extra.er : null
    return [{
      player_id: playerId, name: pa?.name ?? extraNames.get(playerId) ?? playerId, team: club.id, league: club.league, qualified: false,
      ...counts, outs,
      g: extra?.g ?? null, gs: extra?.gs ?? null, w: extra?.w ?? null, l: extra?.l ?? null, sv: extra?.sv ?? null, hld: extra?.hld ?? null,
      hp: extra?.hp ?? null, cg: extra?.cg ?? null, sho: extra?.sho ?? null, r: extra?.r ?? null, er,
      ...statPitchingRates({ ...counts, outs, er }, context.leagues.get(club.league)?.fipConstant ?? null),
    }]
  })
}

function pickPitching(c: SplitPitchingLine) {
  return {
    bf: c.bf, outs: c.outs, ab: c.ab, h: c.h, hr: c.hr, bb: c.bb, ibb: c.ibb, hbp: c.hbp, so: c.so, sf: c.sf, sh: c.sh,
    gb: c.gb, ld: c.ld, fb: c.fb, pu: c.pu,
  }
}
