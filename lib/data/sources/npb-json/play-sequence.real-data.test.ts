import type { PaTransition } from '@/lib/domain/events'
import { buildPlaySequence } from '@/lib/domain/import/npb-play-sequence'
import { runExpectancy, runExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { hasRealData, readSeasonGames } from './real-data'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')

/** The last number of each linescore line is the team's runs: road first, home second. */
function finalScore(linescore: readonly string[]): { road: number; home: number } {
  const total = (line: string | undefined) => Number(/(\d+)\s*$/.exec(line ?? '')?.[1] ?? 0)
  return { road: total(linescore[0]), home: total(linescore[1]) }
}

function halfInnings(season: number): PaTransition[][] {
  const halves: PaTransition[][] = []
  for (const game of readSeasonGames(season)) {
    let key = ''
    for (const pa of buildPlaySequence(game.playByPlay, finalScore(game.linescore)).pas) {
      if (`${pa.inning}${pa.half}` !== key) halves.push([])
      key = `${pa.inning}${pa.half}`
      halves[halves.length - 1]?.push(pa)
    }
  }
  return halves
}

;(available ? test : test.skip)('the real 2024 run expectancy matrix from our own parsing lands where NPB does', () => {
  const matrix = runExpectancyMatrix(halfInnings(2024))
  const empty = runExpectancy(matrix, { outs: 0, bases: 0 }) ?? 0
  const loaded = runExpectancy(matrix, { outs: 0, bases: 7 }) ?? 0
  const emptyTwoOut = runExpectancy(matrix, { outs: 2, bases: 0 }) ?? 0
  // Anchors (sabermetrics.md): 2024 bases loaded/no out ≈ 2.29, empty/two out ≈ .07. Empty/no
  // out is about a run per game's ninth in innings 1–8: 2024's 3.29 runs per team-game put it
  // near .36, below the .455 of the higher-scoring 2004–2013 anchor.
  expect(empty).toBeGreaterThan(0.33)
  expect(empty).toBeLessThan(0.5)
  expect(loaded).toBeGreaterThan(2.1)
  expect(loaded).toBeLessThan(2.4)
  expect(emptyTwoOut).toBeGreaterThan(0.05)
  expect(emptyTwoOut).toBeLessThan(0.09)
  for (let bases = 0; bases < 8; bases++) {
    const [zero, one, two] = [0, 1, 2].map((outs) => runExpectancy(matrix, { outs, bases }) ?? 0)
    expect([bases, (zero ?? 0) > (one ?? 0) && (one ?? 0) > (two ?? 0)]).toEqual([bases, true])
  }
})
