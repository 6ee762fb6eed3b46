import type { PlayerCareer } from '@/lib/schemas/player-career'
import { careerCsv } from './career-csv'
import { playerColumns } from './stat-columns'

type Career = Extract<PlayerCareer, { type: 'pitching' }>
type Row = Career['rows'][number]

const counts = { g: 0, gs: 0, w: 0, l: 0, sv: 0, hld: 0, hp: 0, cg: 0, sho: 0, outs: 0, bf: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, wp: 0, bk: 0, r: 0, er: 0 }
const rates = { era: null, whip: null, k9: null, bb9: null, hr9: null, kbb: null, k_pct: null, bb_pct: null, fip: null }
const row = (over: Partial<Row>): Row => ({ season: 2024, team: 'g', league: 'central', qualified: false, leads: [], ...counts, ...rates, ...over })

test('a traded season gets its clubs, then 計; the career total comes last; innings as decimal and outs', () => {
  const career: Career = {
    type: 'pitching',
    rows: [
      row({ season: 2024, team: 'g', g: 20, w: 10, outs: 481, era: 2.5, qualified: true, leads: ['w'] }),
      row({ season: 2025, team: 'g', g: 5, w: 1, outs: 60 }),
      row({ season: 2025, team: 'f', league: 'pacific', g: 10, w: 4, outs: 120 }),
    ],
    splitSeasons: [{ season: 2025, ...counts, ...rates, g: 15, w: 5, outs: 180 }],
    total: { ...counts, ...rates, g: 35, w: 15, outs: 661 },
  }
  const [header, first, , , split, total] = careerCsv('山田 太郎', career, playerColumns('pitching', 'basic'), '架空のデータです').replace(/^\uFEFF/, '').split('\r\n').slice(1)
  expect(header).toMatch(/^選手,年度,球団,規定到達,リーグ1位,登板,先発,勝利/)
  expect(first).toMatch(/^山田 太郎,2024,巨人,○,w,20,0,10,/)
  expect(first).toContain(',160.333,481,')
  expect(split).toMatch(/^山田 太郎,2025,計,,,15,0,5,/)
  expect(total).toMatch(/^山田 太郎,通算,,,,35,0,15,/)
})
