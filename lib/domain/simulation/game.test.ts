import { createLeague } from './league'
import { createRng } from './rng'
import { playMatch, seasonContext } from './season'
import { playPostseason } from './postseason'

const league = createLeague(createRng(3).fork('league'), 2025)

function games(count: number) {
  const context = seasonContext(league, 2025)
  const rng = createRng(5)
  return Array.from({ length: count }, (_, index) =>
    playMatch(rng, context, 2025, { date: `2025-${String(4 + Math.floor(index / 28)).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`, home: index % 2 ? 'g' : 'h', away: index % 2 ? 't' : 'l', kind: 'regular', number: 1, maxInnings: 12 }),
  )
}

const sample = games(40)

test('each half-inning ends on its third out (at the plate or on the bases), except a walk-off or a skipped bottom half', () => {
  for (const game of sample) {
    const halves = new Map<string, number>()
    for (const pa of game.pas) halves.set(`${pa.inning}${pa.half}`, (halves.get(`${pa.inning}${pa.half}`) ?? 0) + pa.outsAfter - pa.outsBefore)
    for (const event of game.runnerEvents) if (event.toBase === 0) halves.set(`${event.inning}${event.half}`, (halves.get(`${event.inning}${event.half}`) ?? 0) + 1)
    const lastHalf = `${game.innings}bottom`
    const short = [...halves].filter(([half, outs]) => half !== lastHalf && outs !== 3)
    expect([game.id, short]).toEqual([game.id, []])
    expect(game.lineScore.home.length).toBe(game.innings)
    expect(game.innings).toBeGreaterThanOrEqual(9)
    expect(game.innings).toBeLessThanOrEqual(12)
  }
})

test('line score, scoring events and PA runs agree', () => {
  for (const game of sample) {
    const line = [...game.lineScore.away, ...game.lineScore.home].reduce<number>((sum, runs) => sum + (runs ?? 0), 0)
    expect(line).toBe(game.homeRuns + game.awayRuns)
    expect(game.runsScored).toHaveLength(game.homeRuns + game.awayRuns)
    expect(game.pas.every((pa) => pa.rbi <= pa.runs)).toBe(true)
  }
})

test('decided games have a winner and a loser from opposite sides; ties have neither', () => {
  const ties = sample.filter((game) => game.status === 'tie')
  const decided = sample.filter((game) => game.status !== 'tie')
  expect(ties.length).toBeGreaterThan(0)
  expect(decided.length).toBeGreaterThan(0)
  for (const game of ties) expect(game.decisions).toMatchObject({ win: null, loss: null })
  for (const game of decided) {
    const pitchers = (side: 'home' | 'away') =>
      new Set(game.stints.filter((stint) => stint.position === 'P' && stint.team === game[side]).map((stint) => stint.playerId))
    const [winner, loser] = game.homeRuns > game.awayRuns ? (['home', 'away'] as const) : (['away', 'home'] as const)
    expect(pitchers(winner).has(game.decisions.win ?? '')).toBe(true)
    expect(pitchers(loser).has(game.decisions.loss ?? '')).toBe(true)
  }
})

test('pitch counts stay in a starter-like range and every PA has its pitches', () => {
  for (const game of sample) {
    // An intentional walk is awarded without a pitch; every other PA has at least one.
    expect([game.id, game.pas.filter((pa) => pa.result !== 'IBB' && pa.pitches.length === 0).map((pa) => pa.seq)]).toEqual([game.id, []])
    const starterPitches = game.pitchCounts[game.stints.find((stint) => stint.position === 'P' && stint.starter && stint.team === game.home)?.playerId ?? '']
    expect(starterPitches).toBeGreaterThan(20)
    expect(starterPitches).toBeLessThan(160)
  }
})

test('the postseason follows the Climax Series and Japan Series formats', () => {
  const context = seasonContext(league, 2025)
  const post = playPostseason(createRng(9), context, 2025, '2025-09-30', { central: ['g', 't', 'db', 'c', 's', 'd'], pacific: ['h', 'f', 'bs', 'e', 'l', 'm'] })
  const firstStage = post.filter((game) => game.kind === 'climax_first' && (game.home === 't' || game.away === 't'))
  expect(firstStage.length).toBeGreaterThanOrEqual(2)
  expect(firstStage.length).toBeLessThanOrEqual(3)
  expect(firstStage.every((game) => game.home === 't')).toBe(true)
  const finalStage = post.filter((game) => game.kind === 'climax_final' && (game.home === 'h' || game.away === 'h'))
  expect(finalStage.every((game) => game.home === 'h')).toBe(true)
  expect(finalStage.length).toBeLessThanOrEqual(6)
  const series = post.filter((game) => game.kind === 'japan_series')
  expect(series.length).toBeGreaterThanOrEqual(4)
  expect(series.length).toBeLessThanOrEqual(8)
  // 2025 is odd: the Pacific champion hosts games 1 and 2.
  const pacificTeams = new Set(['h', 'f', 'bs', 'e', 'l', 'm'])
  expect(pacificTeams.has(series[0]?.home ?? '')).toBe(true)
})
