import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { boardFromMoments } from '@/lib/domain/simulation/streaming/scoreboard'
import { matchFrom, streamedGame } from './match'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2025 (npb.jp): Hanshin at the Giants get nine-man lineups and their staffs from the real lines, and a seed plays a whole game', () => {
  readRealDatabase((db) => {
    const match = matchFrom(db, { season: 2025, away: 't', home: 'g', park: 'g', awayStarter: null, homeStarter: null })
    expect(match?.away.input.lineup).toHaveLength(9)
    expect(match?.home.input.lineup.at(-1)?.position).toBe('P')
    expect(match?.home.input.relievers.length).toBeGreaterThanOrEqual(3)
    // npb.jp gives no starts by position nor pitches: the page says so.
    expect(match?.home.sheet).toMatchObject({ positionsKnown: false, pitchesTracked: false })
    const positions = new Set(match?.home.input.lineup.map((slot) => slot.position))
    expect(positions).toEqual(new Set(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'P']))
    if (!match) return
    const game = streamedGame(match, 42)
    const board = boardFromMoments(game.moments, match.startWe)
    expect(board.score).toEqual({ away: game.final.box.away.runs, home: game.final.box.home.runs })
  })
})
