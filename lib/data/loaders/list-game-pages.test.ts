import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { gamePagesFrom } from './list-game-pages'

test('every game of the database is listed once, oldest first, with its season', () => {
  const pages = read(gamePagesFrom)
  const games = read((db) => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM games').get())
  expect(pages).toHaveLength(games?.n ?? -1)
  expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length)
  expect(pages.map((page) => page.id)).toEqual(pages.map((page) => page.id).sort())
  for (const page of pages) expect(page.id.slice(0, 4)).toBe(String(page.season))
})
