/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import type { SeasonRecords } from '@/lib/schemas/season-records'
import { PlayerRecordsTable } from './PlayerRecordsTable'
import { playerColumns } from './stat-columns'

const line = {
  player_id: '1', name: '山田 太郎', team: 'h', league: 'pacific', qualified: true, rank: 1,
  g: 25, gs: 25, w: 12, l: 5, sv: 0, hld: 0, hp: 0, cg: 1, sho: 1, outs: 481, bf: 640, h: 130, hr: 10, bb: 40, ibb: 1, hbp: 5, so: 150, wp: 3, bk: 0, r: 45, er: 40,
  era: 2.245, whip: 1.06, k9: 8.42, bb9: 2.25, hr9: 0.56, kbb: 3.75, k_pct: 0.234, bb_pct: 0.063, fip: 2.871,
} as const

const table = (wp: number | null, bk: number | null) => {
  const records: SeasonRecords = { type: 'pitching', season: 2024, total: 1, page: 1, pageSize: 1, sort: 'era', order: 'asc', rows: [{ ...line, wp, bk }] }
  return render(<PlayerRecordsTable caption="投手成績" records={records} columns={playerColumns('pitching', 'detail')} sort={{ key: 'era', order: 'asc', hrefFor: () => '/' }} playerHref={(id) => `/players/${id}`} />)
}

test('counts the source gives per club only print "-" and a note says why', () => {
  table(null, null)
  expect(screen.getByText(/暴投・ボークの「-」は、この年の試合記録に球団ごとの数しかなく/)).toBeInTheDocument()
})

test('with every count known there is no note', () => {
  table(3, 0)
  expect(screen.queryByText(/球団ごとの数しかなく/)).not.toBeInTheDocument()
})

test('a stat header holds two links, the sort and the ? to the pitching entry, and is named by its label alone', () => {
  table(3, 0)
  const hits = screen.getByRole('columnheader', { name: '被安打' })
  expect(within(hits).getByRole('link', { name: '被安打' })).toHaveAttribute('title', '被安打で並べ替え')
  expect(within(hits).getByRole('link', { name: '被安打の説明' })).toHaveAttribute('href', '/columns/glossary#pitching-h')
  expect(within(screen.getByRole('columnheader', { name: '選手' })).queryByRole('link')).toBeNull()
})
