import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { LineupGrid } from '@/app/teams/starting-lineup/_components/LineupGrid'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { sendLineups } from '@/lib/domain/teams/sent-lineups'
import { startingLineupsFrom } from './get-starting-lineups'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2024 Giants (npb.jp): 143 rows of nine different players, no positions, 77-59-7 as the standings have it', () => {
  const lineups = readRealDatabase((db) => startingLineupsFrom(db, 2024, 'g'))
  expect(lineups?.games).toHaveLength(143)
  expect(lineups?.positionsKnown).toBe(false)
  expect(lineups?.games.every((game) => game.slots.every((slot) => slot.position === null))).toBe(true)
  expect(lineups?.games.every((game) => new Set(game.slots.map((slot) => slot.playerId)).size === 9)).toBe(true)
  const results = (lineups?.games ?? []).map((game) => game.result)
  expect(['勝', '敗', '分'].map((result) => results.filter((each) => each === result).length)).toEqual([77, 59, 7])
  for (const slot of lineups?.slots ?? []) expect(slot.games).toBe(143)
  const { R, L, unknown } = lineups?.byThrows ?? { R: { games: 0 }, L: { games: 0 }, unknown: 0 }
  expect(R.games + L.games + unknown).toBe(143)
})

realTest('2024 Giants’ grid (npb.jp): 143 rows, names without position marks or colours', () => {
  const lineups = readRealDatabase((db) => startingLineupsFrom(db, 2024, 'g'))
  if (!lineups) throw new Error('no 2024 Giants')
  const html = renderToString(createElement(LineupGrid, { team: 'g', opponents: {}, playerHref: ['/players/', '/career-batting/2024'], caption: 'スタメン', ...sendLineups(lineups.games, lineups.names) }))
  expect(html.split('<tr>').slice(1)).toHaveLength(143)
  expect(html).not.toContain('data-g=')
  expect(html).not.toMatch(/\([投捕一二三遊左中右指]\)/)
  console.log(`LineupGrid, npb.jp 2024 Giants: HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`)
})
