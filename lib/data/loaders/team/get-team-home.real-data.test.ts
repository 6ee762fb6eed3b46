import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { teamHomeFrom } from './get-team-home'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

/** NPB's published 2024 final records (npb.jp 2024年度 セントラル・パシフィック リーグ順位表). */
const REFERENCE_2024: ReadonlyArray<{ team: TeamCode; wins: number; losses: number; ties: number; runsScored: number; runsAllowed: number; rank: number }> = [
  { team: 'g', wins: 77, losses: 59, ties: 7, runsScored: 462, runsAllowed: 381, rank: 1 },
  { team: 'h', wins: 91, losses: 49, ties: 3, runsScored: 607, runsAllowed: 390, rank: 1 },
]

realTest.each(REFERENCE_2024)('2024 $team (npb.jp): $wins-$losses-$ties, $runsScored scored / $runsAllowed allowed, first in its league', (reference) => {
  const home = readRealDatabase((db) => teamHomeFrom(db, reference.team, 2024))
  const record = home?.summary.record
  expect([home?.season, record?.wins, record?.losses, record?.ties, record?.runsScored, record?.runsAllowed, home?.summary.rank]).toEqual([
    2024, reference.wins, reference.losses, reference.ties, reference.runsScored, reference.runsAllowed, reference.rank,
  ])
  expect(home?.summary.gamesBehind).toBeNull()
  expect(home?.history.find((row) => row.season === 2024)).toMatchObject({ wins: reference.wins, losses: reference.losses, ties: reference.ties })
  // npb.jp's 2024 schedule: 143 games, 18 of them 交流戦.
  expect([record?.games, home?.summary.splits.interleague.games]).toEqual([143, 18])
  expect(home?.months.reduce((sum, month) => sum + month.wins, 0)).toBe(reference.wins)
})

realTest('2025 npb.jp rosters carry no positions: players fall back to their listed position, the rest are 「その他」, none dropped', () => {
  const home = readRealDatabase((db) => teamHomeFrom(db, 'h', 2025))
  const listed = home?.roster.groups.reduce((sum, group) => sum + group.players.length, 0) ?? 0
  const registered = readRealDatabase((db) => db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM rosters WHERE season = 2025 AND team = 'h'").get()?.n)
  expect(listed).toBe(registered)
  expect(home?.roster.groups.map((group) => group.group)).toEqual(expect.arrayContaining(['pitcher', 'catcher', 'infielder', 'outfielder']))
})

realTest('the default season is the latest whole season (2025): the 2026 一球速報 sample is not a season of the site', () => {
  const home = readRealDatabase((db) => teamHomeFrom(db, 'g', null))
  expect([home?.season, home?.history.map((row) => row.season)]).toEqual([2025, [2025, 2024]])
  expect(readRealDatabase((db) => teamHomeFrom(db, 'g', 2026))?.season).toBe(2025)
})
