import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase as read } from '@/lib/data/testing/real-database'
import { gamePlaysFrom } from '@/lib/data/loaders/game/game-plays'
import { dailyMvpsFrom } from './daily-mvps'
import { monthlyWpaFrom } from './monthly-wpa'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('imported npb.jp games: each game of a 2025 day has the game page’s hero as its MVP', () => {
  read((db) => {
    const date = db.prepare<[], { date: string }>("SELECT date FROM games WHERE season = 2025 AND source = 'npb' GROUP BY date ORDER BY COUNT(*) DESC, date LIMIT 1").get()?.date ?? ''
    const games = dailyMvpsFrom(db, date).games
    expect(games.length).toBeGreaterThanOrEqual(6)
    for (const game of games) {
      const hero = gamePlaysFrom(db, game.id)?.hero
      expect([game.id, game.mvp?.playerId, game.mvp?.wpa]).toEqual([game.id, hero?.playerId, hero?.wpa])
      expect(game.mvp?.name).not.toBe(game.mvp?.playerId)
    }
  })
})

realTest('imported npb.jp games: a month has ten leaders per league and role', () => {
  read((db) => {
    const { leagues } = monthlyWpaFrom(db, '2025-07')
    expect(leagues.flatMap((league) => [league.batters.length, league.pitchers.length])).toEqual([10, 10, 10, 10])
  })
})
