import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { startingLineupsFrom } from '@/lib/data/loaders/team/get-starting-lineups'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { lineupNames } from '@/lib/domain/teams/lineup-names'
import { sendLineups } from '@/lib/domain/teams/sent-lineups'
import { LineupGrid } from './LineupGrid'

const kB = (text: string) => Buffer.byteLength(text) / 1024

/** The simulated 2025 Giants' grid as the page renders it, and the props the page sends for it. */
function render() {
  const lineups = readSimDatabase((db) => startingLineupsFrom(db, 2025, 'g'))
  if (!lineups) throw new Error('no 2025 Giants in the simulated league')
  const props = { team: 'g', opponents: { t: '神', db: 'デ' }, playerHref: ['/players/', '/career-batting/2025'] as const, caption: 'スタメン一覧', ...sendLineups(lineups.games, lineups.names) }
  return { lineups, html: renderToString(createElement(LineupGrid, props)), payload: JSON.stringify(props) }
}

test('a 143-game grid: a row per game, nine player links each, no text split by <!-- -->, within 120 kB of HTML and 12 kB of props', () => {
  const { lineups, html, payload } = render()
  const rows = html.split('<tr>').slice(1)
  expect(rows).toHaveLength(lineups.games.length)
  expect(rows.every((row) => (row.match(/href="\/players\//g) ?? []).length === 9)).toBe(true)
  expect(html).not.toContain('<!-- -->')
  // Measured: 113.1 kB of HTML and 10.0 kB of props; lineup-pages.test.tsx measures the whole page body.
  console.log(`LineupGrid, simulated 2025 Giants: HTML ${kB(html).toFixed(1)} kB, props ${kB(payload).toFixed(1)} kB`)
  expect(kB(html)).toBeLessThan(120)
  expect(kB(payload)).toBeLessThan(12)
})

test('each starter shows his lineup-box name and position mark and carries his position group for the colour', () => {
  const { lineups, html } = render()
  const first = lineups.games[0]?.slots[0]
  const name = lineupNames(lineups.names)[first?.playerId ?? ''] ?? ''
  expect(html).toMatch(new RegExp(`<td( data-g="(P|C|OF|DH)")?><a href="/players/${first?.playerId}/career-batting/2025">${name}\\([投捕一二三遊左中右指]\\)</a></td>`))
  // Infielders take the table's colour; every other mark goes with its group.
  const marks = [...html.matchAll(/<td( data-g="(\w+)")?><a href="\/players\/[^"]+">[^<]*\(([投捕一二三遊左中右指])\)<\/a>/g)].map((match) => `${match[2] ?? 'IF'}${match[3]}`)
  expect(marks).toHaveLength(143 * 9)
  expect([...new Set(marks)].sort()).toEqual(['C捕', 'DH指', 'IF一', 'IF三', 'IF二', 'IF遊', 'OF中', 'OF右', 'OF左', 'P投'])
})
