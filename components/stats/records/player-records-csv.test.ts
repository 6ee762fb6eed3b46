import type { SeasonRecords } from '@/lib/schemas/season-records'
import { playerRecordsCsv } from './player-records-csv'
import { playerColumns } from './stat-columns'

const pitcher = {
  player_id: '1', name: '山田, 太郎', team: 'h', league: 'pacific', qualified: true, rank: 1,
  g: 25, gs: 25, w: 12, l: 5, sv: 0, hld: 0, hp: 0, cg: 1, sho: 1, outs: 481, bf: 640, h: 130, hr: 10, bb: 40, ibb: 1, hbp: 5, so: 150, wp: 3, bk: 0, r: 45, er: 40,
  era: (40 * 27) / 481, whip: (170 * 3) / 481, k9: (150 * 27) / 481, bb9: (40 * 27) / 481, hr9: (10 * 27) / 481, kbb: 3.75, k_pct: 150 / 640, bb_pct: 40 / 640, fip: 2.871,
} as const

test('the CSV has a Japanese header and the values as the table prints them (ERA 2.25), innings as numbers a spreadsheet can sum (160.333 and 481 outs)', () => {
  const records: SeasonRecords = { type: 'pitching', season: 2025, total: 1, page: 1, pageSize: 1, sort: 'era', order: 'asc', rows: [pitcher] }
  const csv = playerRecordsCsv(records, playerColumns('pitching', 'saber'))
  const [header, line] = csv.slice(1).split('\r\n')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(header).toBe('順位,選手,球団,投球回（小数）,アウト数,防御率,FIP,WHIP,奪三振率,与四球率,被本塁打率,K/BB,K%,BB%')
  // 481 outs = 160 1/3 = 160.333; ERA 40 × 27 / 481 = 2.245 → 2.25; WHIP 510 / 481 = 1.06; K/9 4050 / 481 = 8.42.
  expect(line).toBe('1,"山田, 太郎",ソフトバンク,160.333,481,2.25,2.87,1.06,8.42,2.25,0.56,3.75,23.4%,6.3%')
})

test('a count the source does not give per pitcher (2024 wild pitches, balks) is "-" in the CSV, as on the page', () => {
  const records: SeasonRecords = { type: 'pitching', season: 2024, total: 1, page: 1, pageSize: 1, sort: 'era', order: 'asc', rows: [{ ...pitcher, wp: null, bk: null }] }
  const csv = playerRecordsCsv(records, playerColumns('pitching', 'detail'))
  const [header, line] = csv.slice(1).split('\r\n')
  const cells = (row: string | undefined) => (row ?? '').replace(/"[^"]*"/g, 'name').split(',')
  const at = (label: string) => cells(header).indexOf(label)
  expect([at('暴投'), at('ボーク')].every((index) => index > 0)).toBe(true)
  expect([cells(line)[at('暴投')], cells(line)[at('ボーク')]]).toEqual(['-', '-'])
})

test('a notice, when given, is the first line, before the header', () => {
  const records: SeasonRecords = { type: 'pitching', season: 2025, total: 1, page: 1, pageSize: 1, sort: 'era', order: 'asc', rows: [pitcher] }
  const [notice, header] = playerRecordsCsv(records, playerColumns('pitching', 'basic'), '※架空のデータ').slice(1).split('\r\n')
  expect(notice).toBe('※架空のデータ')
  expect(header?.startsWith('順位,選手,球団')).toBe(true)
})
