import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CanonicalGame } from '@/lib/domain/canonical-game'
import { unknownCount } from '@/lib/domain/import/ikkyu/unknowns'
import { hasRealData, NPB_DATA_DIR } from '../npb-json/real-data'
import { listIkkyuGameFiles, readIkkyuDir } from './read-ikkyu-dir'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const sampleDir = (day: string) => join(NPB_DATA_DIR, 'wocchi09__npb-data', 'data', '2026', day)
const imports = available ? ['03/27', '04/05'].flatMap((day) => readIkkyuDir(sampleDir(day))) : []
const games = imports.map((entry) => entry.game)

const side = (half: 'top' | 'bottom') => (half === 'top' ? 'away' : 'home')
const halfKey = (event: { inning: number; half: string }) => `${event.inning}${event.half}`

realTest('the 12 sample games parse in date order with nothing unread and every base state squared', () => {
  expect(listIkkyuGameFiles(sampleDir('03/27')).some((file) => file.endsWith('_summary.json'))).toBe(false)
  expect(games.map((game) => game.id)).toContain('20260327-g-t-01')
  expect(games).toHaveLength(12)
  expect(games.map((game) => game.date)).toEqual([...games.map((game) => game.date)].sort())
  for (const entry of imports) expect([entry.game.id, unknownCount(entry.unknowns), entry.unknowns, entry.anomalies]).toEqual([entry.game.id, 0, entry.unknowns, 0])
})

realTest('PA runs plus runs scored on runner moves give the final score on each side, as do the runs scored', () => {
  for (const game of games) {
    const fromPlays = { away: 0, home: 0 }
    for (const pa of game.pas) fromPlays[side(pa.half)] += pa.runs
    for (const event of game.runnerEvents) if (event.toBase === 4) fromPlays[side(event.half)] += 1
    const scorers = { away: 0, home: 0 }
    const halfOf = new Map([...game.pas, ...game.runnerEvents.map((event) => ({ ...event, seq: event.paSeq }))].map((step) => [step.seq, step.half]))
    for (const run of game.runsScored) scorers[side(halfOf.get(run.paSeq) ?? 'top')] += 1
    const final = { away: game.awayRuns, home: game.homeRuns }
    expect([game.id, fromPlays, scorers]).toEqual([game.id, final, final])
  }
})

/** Outs before each PA are the outs after the last one plus runners put out in between; three end a half. */
function outsBreaks(game: CanonicalGame): string[] {
  const breaks: string[] = []
  const lastKey = halfKey(game.pas.at(-1) ?? { inning: 0, half: '' })
  const walkOff = game.pas.at(-1)?.half === 'bottom' && game.homeRuns > game.awayRuns
  for (const key of new Set(game.pas.map(halfKey))) {
    const outsOnBases = (from: number, to: number) => game.runnerEvents.filter((event) => halfKey(event) === key && event.toBase === 0 && event.paSeq > from && event.paSeq <= to).length
    let outs = 0
    let previousSeq = 0
    for (const pa of game.pas.filter((each) => halfKey(each) === key)) {
      outs += outsOnBases(previousSeq, pa.seq)
      if (pa.outsBefore !== outs || pa.outsAfter < pa.outsBefore) breaks.push(`${game.id}#${pa.seq}: ${pa.outsBefore}-${pa.outsAfter} after ${outs}`)
      outs = pa.outsAfter
      previousSeq = pa.seq
    }
    outs += outsOnBases(previousSeq, Number.MAX_SAFE_INTEGER)
    if (outs !== 3 && !(key === lastKey && walkOff)) breaks.push(`${game.id} ${key} ends at ${outs} outs`)
  }
  return breaks
}

realTest('outs run from 0 to 3 through every half-inning, bar the walk-offs', () => {
  expect(games.flatMap(outsBreaks)).toEqual([])
  expect(games.filter((game) => game.pas.at(-1)?.outsAfter !== 3).map((game) => game.id)).toEqual(['20260327-c-d-01', '20260405-c-t-01'])
})

realTest('the bases after a PA are the bases before the next one unless runners moved between them', () => {
  const breaks = games.flatMap((game) => game.pas.flatMap((pa, index) => {
    const next = game.pas[index + 1]
    if (!next || halfKey(next) !== halfKey(pa) || game.runnerEvents.some((event) => event.paSeq > pa.seq && event.paSeq <= next.seq)) return []
    return pa.basesAfter === next.basesBefore ? [] : [`${game.id}#${pa.seq}: ${pa.basesAfter} → ${next.basesBefore}`]
  }))
  // The one move without an event type: a runner took third when the first baseman dropped a pickoff throw (捕球ミス).
  expect(breaks).toEqual(['20260327-db-s-01#12: 1 → 4'])
})

realTest("each complete PA's pitches lead to its final count", () => {
  const ending = (result: string) => (result === 'BB' ? ['ball'] : result === 'HBP' ? ['hbp'] : result === 'K' ? ['called_strike', 'swinging_strike'] : ['in_play'])
  const breaks = games.flatMap((game) => game.pas.flatMap((pa) => {
    const last = pa.pitches.at(-1)
    if (pa.balls === null || pa.strikes === null || !last) return []
    // 申告敬遠 ends the PA without a pitch: the count is the one after the last pitch thrown.
    const count = pa.result === 'IBB' ? [last.ballsBefore + (last.result === 'ball' ? 1 : 0), last.strikesBefore + (last.result === 'ball' ? 0 : 1)] : [last.ballsBefore, last.strikesBefore]
    const ends = pa.result === 'IBB' || ending(pa.result).includes(last.result)
    return count[0] === pa.balls && count[1] === pa.strikes && ends ? [] : [`${game.id}#${pa.seq} ${pa.result} ${pa.balls}-${pa.strikes} last ${last.result}`]
  }))
  expect(breaks).toEqual([])
})

realTest('pitches: over 3,000, speeds all between 70 and 170 km/h, locations agreeing with the calls', () => {
  const pitches = games.flatMap((game) => game.pas.flatMap((pa) => pa.pitches))
  const speeds = pitches.flatMap((pitch) => (pitch.speedKmh === null ? [] : [pitch.speedKmh]))
  expect(pitches.length).toBeGreaterThan(3000)
  expect(speeds.length / pitches.length).toBeGreaterThan(0.9)
  expect(speeds.every((speed) => speed >= 70 && speed <= 170)).toBe(true)
  const inZone = (pitch: { x: number | null; z: number | null }) => Math.abs(pitch.x ?? 9) <= 1 && Math.abs(pitch.z ?? 9) <= 1
  const called = pitches.filter((pitch) => pitch.result === 'called_strike' && pitch.x !== null && pitch.z !== null)
  const balls = pitches.filter((pitch) => pitch.result === 'ball' && pitch.x !== null && pitch.z !== null)
  expect(called.filter(inZone).length / called.length).toBeGreaterThan(0.97)
  expect(balls.filter((pitch) => !inZone(pitch)).length / balls.length).toBeGreaterThan(0.97)
  expect(pitches.every((pitch) => pitch.zone === null || (pitch.zone >= 1 && pitch.zone <= 25))).toBe(true)
})

realTest('the PAs the file lost are the 26 cut by a runner move before the third out', () => {
  const inferred = imports.flatMap((entry) => entry.inferred.map((pa) => `${entry.game.id}#${pa.seq} ${pa.result} (${pa.basis})`))
  console.log(`一球速報 sample: ${inferred.length} PAs rebuilt from the states and the box:\n${inferred.join('\n')}`)
  expect(inferred).toHaveLength(26)
})

realTest('players, starters and decisions come from the box', () => {
  const breaks: string[] = []
  for (const { game, players } of imports) {
    const ids = new Set(players.map((player) => player.id))
    for (const pa of game.pas) if (!ids.has(pa.batterId) || !ids.has(pa.pitcherId)) breaks.push(`${game.id}#${pa.seq} unlisted player`)
    for (const team of [game.home, game.away]) {
      const starters = game.stints.filter((stint) => stint.team === team && stint.starter)
      if (starters.filter((stint) => stint.position === 'P').length !== 1) breaks.push(`${game.id} ${team}: not one starting pitcher`)
      if (new Set(starters.map((stint) => stint.battingOrder).filter((order) => order !== null)).size !== 9) breaks.push(`${game.id} ${team}: starters miss a slot`)
    }
    if (game.status !== 'tie' && (game.decisions.win === null || game.decisions.loss === null)) breaks.push(`${game.id}: no W/L`)
  }
  expect(breaks).toEqual([])
  expect(games.find((game) => game.id === '20260327-g-t-01')?.decisions.save).toBe('y1700027')
})

type BoxFile = { boxscore: Record<'batting' | 'pitching', Record<'home' | 'away', { player_id: string | null; name: string; runs?: number; rbi?: number; sb?: number; outs?: number; runs_allowed?: number; earned_runs?: number }[]>> }

realTest("runs scored, RBIs and steals per batter and outs, runs and earned runs per pitcher match the box", () => {
  const breaks: string[] = []
  const files = ['03/27', '04/05'].flatMap((day) => listIkkyuGameFiles(sampleDir(day)))
  for (const file of files) {
    const box = (JSON.parse(readFileSync(file, 'utf8')) as BoxFile).boxscore
    const game = imports.find((entry) => entry.players.some((player) => player.id === `y${box.pitching.home[0]?.player_id}`))?.game
    if (!game) throw new Error(`${file} not imported`)
    const check = (label: string, ours: number, theirs: number | undefined) => {
      if (ours !== theirs) breaks.push(`${game.id} ${label} ${ours}/${theirs}`)
    }
    for (const line of [...box.batting.home, ...box.batting.away]) {
      if (!line.player_id) continue
      const id = `y${line.player_id}`
      check(`R ${line.name}`, game.runsScored.filter((run) => run.runnerId === id).length, line.runs)
      check(`RBI ${line.name}`, game.pas.filter((pa) => pa.batterId === id).reduce((sum, pa) => sum + pa.rbi, 0), line.rbi)
      check(`SB ${line.name}`, game.runnerEvents.filter((event) => event.runnerId === id && event.type === 'SB').length, line.sb)
    }
    for (const line of [...box.pitching.home, ...box.pitching.away]) {
      const id = `y${line.player_id}`
      const outs = game.pas.filter((pa) => pa.pitcherId === id).reduce((sum, pa) => sum + pa.outsAfter - pa.outsBefore, 0)
      check(`outs ${line.name}`, outs + game.runnerEvents.filter((event) => event.pitcherId === id && event.toBase === 0).length, line.outs)
      check(`R ${line.name}`, game.runsScored.filter((run) => run.pitcherId === id).length, line.runs_allowed)
      check(`ER ${line.name}`, game.runsScored.filter((run) => run.pitcherId === id && run.earned).length, line.earned_runs)
    }
  }
  // Two steals the box counts are in no entry of the file: they happened in PAs it lost.
  expect(breaks).toEqual(['20260327-c-d-01 SB 岡林 勇希 0/1', '20260405-m-h-01 SB 和田 康士朗 0/1'])
})
