import 'server-only'
import type { Db } from '@/lib/data/db'
import { canonicalVenueName } from '@/lib/domain/sabermetrics/venue-aliases'
import type { HomeSample, SeasonSample } from '@/lib/domain/sabermetrics/venue-factor-rows'
import { poolTotals, type VenueTotals } from '@/lib/domain/sabermetrics/venue-factors'

type GameRow = {
  home: string
  away: string
  venue_id: number | null
  venue: string | null
  runs: number
  pas: number
  hr: number
  h: number
  d: number
  t: number
  so: number
  bb: number
}

/**
 * Each league game of a season (kind 'regular': interleague games are left out, as for the club
 * factors) with both teams' runs and events. H counts every hit, SO includes 振り逃げ (KWP), BB
 * includes intentional walks (the NPB 四球), as lib/domain/events.ts classes them.
 */
const GAMES_SQL = `SELECT g.home, g.away, g.venue_id, v.name AS venue, g.home_runs + g.away_runs AS runs, COUNT(pa.seq) AS pas,
    COALESCE(SUM(pa.result = 'HR'), 0) AS hr, COALESCE(SUM(pa.result IN ('1B', '2B', '3B', 'HR')), 0) AS h,
    COALESCE(SUM(pa.result = '2B'), 0) AS d, COALESCE(SUM(pa.result = '3B'), 0) AS t,
    COALESCE(SUM(pa.result IN ('K', 'KWP')), 0) AS so, COALESCE(SUM(pa.result IN ('BB', 'IBB')), 0) AS bb
  FROM games g LEFT JOIN venues v ON v.id = g.venue_id LEFT JOIN plate_appearances pa ON pa.game_id = g.id
  WHERE g.season = ? AND g.kind = 'regular' GROUP BY g.id`

const totalsOf = (row: GameRow): VenueTotals => ({
  games: 1,
  paGames: row.pas > 0 ? 1 : 0,
  counts: { runs: row.runs, hr: row.hr, h: row.h, '2b': row.d, '3b': row.t, so: row.so, bb: row.bb },
})

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * A season's venue samples: each (park, home club) pair's home games — at the park actually
 * played, so a 地方球場 game counts for that park — and each club's road games. A game without a
 * known venue still counts on the visiting club's road side.
 */
export function loadVenueSample(db: Db, season: number): SeasonSample {
  const games = db.prepare<[number], GameRow>(GAMES_SQL).all(season)
  const venueIds = new Map(db.prepare<[], { id: number; name: string }>('SELECT id, name FROM venues').all().map((row) => [row.name, row.id]))
  const home = new Map<string, { venueId: number; venue: string; team: string; games: VenueTotals[] }>()
  const road = new Map<string, VenueTotals[]>()
  for (const row of games) {
    push(road, row.away, totalsOf(row))
    if (row.venue_id === null || row.venue === null) continue
    const venue = canonicalVenueName(row.venue)
    const key = `${venue}\u0000${row.home}`
    const pair = home.get(key) ?? { venueId: venueIds.get(venue) ?? row.venue_id, venue, team: row.home, games: [] }
    pair.games.push(totalsOf(row))
    home.set(key, pair)
  }
  return {
    season,
    home: [...home.values()].map(({ games: list, ...pair }): HomeSample => ({ ...pair, totals: poolTotals(list) })),
    road: new Map([...road].map(([team, list]) => [team, poolTotals(list)])),
  }
}
