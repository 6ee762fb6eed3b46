import type Database from 'better-sqlite3'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { playerGameLogFrom } from './get-player-game-log'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const BATTING = ['g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp']
const PITCHING = ['g', 'gs', 'w', 'l', 'sv', 'hld', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er']

/** Each column where a player's log total and his read-model line (summed over his clubs) differ: 'id column log/read model'. */
function mismatches(db: Database.Database, season: number, side: 'batting' | 'pitching'): string[] {
  const columns = side === 'batting' ? BATTING : PITCHING
  const lines = db
    .prepare<[number], Record<string, number | string>>(
      `SELECT player_id, ${columns.map((c) => `SUM(${c}) AS ${c}`).join(', ')} FROM player_season_${side} WHERE season = ? GROUP BY player_id`,
    )
    .all(season)
  return lines.flatMap((line) => {
    const id = String(line.player_id)
    const total: Readonly<Record<string, unknown>> = playerGameLogFrom(db, id, season, side)?.total ?? {}
    return columns.filter((c) => total[c] !== line[c]).map((c) => `${id} ${c} ${String(total[c])}/${String(line[c])}`)
  })
}

realTest('2025 (npb.jp): every batter and pitcher game log sums to his read-model line, the four traded in season included', () => {
  readRealDatabase((db) => {
    expect(mismatches(db, 2025, 'batting')).toEqual([])
    expect(mismatches(db, 2025, 'pitching')).toEqual([])
    // Traded from オリックス to 中日 in 2025: his rows name both clubs. The source has no pitch-by-pitch
    // rows, but its box gives each game's pitch count, and the season's is their sum.
    const log = playerGameLogFrom(db, '31335116', 2025, 'pitching')
    expect(new Set(log?.games.map((game) => game.team))).toEqual(new Set(['bs', 'd']))
    const pitches = log?.games.map((game) => game.pitches) ?? []
    expect(pitches.every((count) => count !== null && count > 0)).toBe(true)
    expect(log?.total.pitches).toBe(pitches.reduce<number>((sum, count) => sum + (count ?? 0), 0))
  })
})

realTest('2024: the logs sum to the read model but for the one lineup the source lists under a club not in the game', () => {
  readRealDatabase((db) => {
    // Ｌ．ペルドモ (オリックス) is also listed, with no position, under ヤクルト in 24 of his 28 games:
    // the read model counts those games twice (52), his log once per game played.
    expect(mismatches(db, 2024, 'batting')).toEqual(['13215157 g 28/52'])
    expect(mismatches(db, 2024, 'pitching')).toEqual([])
    expect(new Set(playerGameLogFrom(db, '13215157', 2024, 'batting')?.games.map((game) => game.team))).toEqual(new Set(['bs']))
  })
})
