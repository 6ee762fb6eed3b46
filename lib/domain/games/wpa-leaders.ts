import { TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'

export type WpaRole = 'batter' | 'pitcher'

/**
 * A player's WPA over a span for one club: as a batter, the batting club's WPA of his PAs; as a
 * pitcher, its negative over the batters he faced. `pa` is PA (batter) or BF (pitcher).
 */
export type WpaTotal = { role: WpaRole; playerId: string; name: string; team: TeamCode; wpa: number; pa: number; games: number }
export type RankedWpa = WpaTotal & { rank: number }
export type LeagueWpaLeaders = { league: League; batters: RankedWpa[]; pitchers: RankedWpa[] }

const LEAGUE_ORDER: readonly League[] = ['central', 'pacific']

/** Most WPA first; on equal WPA fewer PA (the same gain in fewer chances), then by id so the order never wavers. */
const byWpa = (a: WpaTotal, b: WpaTotal) => b.wpa - a.wpa || a.pa - b.pa || a.playerId.localeCompare(b.playerId)

/**
 * Ranks one list: equal WPA share a rank (1, 2, 2, 4), and the list stops after `count` places,
 * keeping every row tied at the last one.
 *
 * @example rankWpa([{ wpa: 0.5 }, { wpa: 0.3 }, { wpa: 0.3 }, { wpa: 0.1 }] as WpaTotal[], 2).map((row) => row.rank) // [1, 2, 2]
 */
export function rankWpa(totals: readonly WpaTotal[], count: number): RankedWpa[] {
  const ranked: RankedWpa[] = []
  for (const [index, row] of [...totals].sort(byWpa).entries()) {
    const above = ranked[index - 1]
    ranked.push({ ...row, rank: above && above.wpa === row.wpa ? above.rank : index + 1 })
  }
  return ranked.filter((row) => row.rank <= count)
}

/**
 * Each league's WPA leaders, batters and pitchers apart, a player counted in his club's league
 * (interleague games included). A league without players is still listed, with empty lists.
 */
export function wpaLeaders(totals: readonly WpaTotal[], count = 10): LeagueWpaLeaders[] {
  return LEAGUE_ORDER.map((league) => {
    const own = totals.filter((row) => TEAM_BY_CODE[row.team].league === league)
    return {
      league,
      batters: rankWpa(own.filter((row) => row.role === 'batter'), count),
      pitchers: rankWpa(own.filter((row) => row.role === 'pitcher'), count),
    }
  })
}
