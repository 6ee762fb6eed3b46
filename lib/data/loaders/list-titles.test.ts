import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { WINNING_PERCENTAGE_MIN_WINS } from '@/lib/domain/titles/statistical-titles'
import type { TitleResultDto } from '@/lib/schemas/titles'
import { titlesFrom } from './list-titles'

test('every season of the simulated league has all 17 titles', () => {
  const seasons = read(titlesFrom)
  expect(seasons.map((s) => s.season)).toEqual([2025, 2024])
  for (const season of seasons) {
    expect(Object.keys(season.titles)).toHaveLength(17)
    expect(season.titles.sawamura.map((r) => r.scope)).toEqual(['npb'])
    expect(season.titles.mvp.map((r) => [r.scope, r.status])).toEqual([['central', 'awarded'], ['pacific', 'awarded']])
  }
})

test('本塁打王 is everyone with the league’s most home runs (the same question asked in SQL)', () => {
  const [latest] = read(titlesFrom)
  for (const league of ['central', 'pacific'] as const) {
    const expected = read((db) =>
      db.prepare<[string], { player_id: string; hr: number }>(
        `WITH t AS (SELECT player_id, SUM(hr) AS hr FROM player_season_batting WHERE season = 2025 AND league = ? GROUP BY player_id)
         SELECT player_id, hr FROM t WHERE hr = (SELECT MAX(hr) FROM t) ORDER BY player_id`,
      ).all(league),
    )
    expect(expected.length).toBeGreaterThan(0)
    const result = latest?.titles.homerun_leader.find((r) => r.scope === league)
    expect(result?.winners.map((w) => [w.player_id, w.value]).sort()).toEqual(expected.map((row) => [row.player_id, row.hr]))
  }
})

test('最高勝率 winners have 13+ wins; 最優秀防御率 winners pitched 規定投球回', () => {
  const seasons = read(titlesFrom)
  const winnersOf = (results: readonly TitleResultDto[]) => results.flatMap((result) => result.winners)
  const bestPercentage = seasons.flatMap((season) => winnersOf(season.titles.winning_percentage))
  const bestEra = seasons.flatMap((season) => winnersOf(season.titles.era_leader))
  expect(bestPercentage.length).toBeGreaterThan(0)
  expect(bestEra.length).toBeGreaterThan(0)
  for (const w of bestPercentage) expect(w.pitching?.w).toBeGreaterThanOrEqual(WINNING_PERCENTAGE_MIN_WINS)
  for (const w of bestEra) expect(w.pitching?.outs).toBeGreaterThanOrEqual(143 * 3)
})

test('ベストナイン fills every position of the league with a name, a DH only in the Pacific', () => {
  const [latest] = read(titlesFrom)
  const positions = (league: string) => new Set(latest?.titles.best_nine.find((r) => r.scope === league)?.winners.map((w) => w.position))
  expect(positions('central').has('DH')).toBe(false)
  expect(positions('pacific').has('DH')).toBe(true)
  expect(positions('central').has('P')).toBe(true)
  const bestNine = latest?.titles.best_nine.flatMap((r) => r.winners) ?? []
  expect(bestNine.length).toBeGreaterThan(0)
  for (const w of bestNine) expect(w.name).not.toBe(w.player_id)
})
