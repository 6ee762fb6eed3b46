import type { PlayerCareer } from '@/lib/schemas/player-career'
import { careerRows } from './career-rows'

type Career = Extract<PlayerCareer, { type: 'pitching' }>
type Row = Career['rows'][number]

const counts = { g: 0, gs: 0, w: 0, l: 0, sv: 0, hld: 0, hp: 0, cg: 0, sho: 0, outs: 0, bf: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, wp: 0, bk: 0, r: 0, er: 0 }
const rates = { era: null, whip: null, k9: null, bb9: null, hr9: null, kbb: null, k_pct: null, bb_pct: null, fip: null }
const row = (season: number, team: Row['team']): Row => ({ season, team, league: 'central', qualified: false, leads: [], ...counts, ...rates })

test('a season split by a trade is followed by its total, after its last club only', () => {
  const career: Career = {
    type: 'pitching',
    rows: [row(2023, 'g'), row(2024, 'g'), row(2024, 'f'), row(2025, 'f')],
    splitSeasons: [{ season: 2024, ...counts, ...rates, g: 30 }],
    total: { ...counts, ...rates },
  }
  expect(careerRows(career).map((line) => line.key)).toEqual(['2023-g', '2024-g', '2024-f', '2024-total', '2025-f'])
  expect(careerRows(career)[3]).toMatchObject({ team: null, qualified: false, leads: [], line: { g: 30 } })
})
