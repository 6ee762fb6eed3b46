/** What a venue is to the club whose home games were played there. */
export const PARK_ROLES = ['main', 'other_main', 'regional'] as const
export type ParkRole = (typeof PARK_ROLES)[number]

export type HomeGamesAt = { venue: string; team: string; games: number }

/**
 * Each club's main park in a season: the venue of most of its home games (ties: the first listed).
 * Any other venue it hosted at is a 地方球場 ('regional'), or another club's main park
 * ('other_main': the Tigers at 京セラドーム大阪 while 甲子園 hosts the high-school tournament).
 *
 * @example parkRoles([{ venue: '甲子園', team: 't', games: 53 }, { venue: '京セラ', team: 't', games: 9 }, { venue: '京セラ', team: 'bs', games: 52 }, { venue: '倉敷', team: 't', games: 1 }])
 * // 甲子園/t main, 京セラ/t other_main, 京セラ/bs main, 倉敷/t regional
 */
export function parkRoles(samples: readonly HomeGamesAt[]): (sample: { venue: string; team: string }) => ParkRole {
  const main = new Map<string, HomeGamesAt>()
  for (const sample of samples) {
    const best = main.get(sample.team)
    if (!best || sample.games > best.games) main.set(sample.team, sample)
  }
  const mainVenues = new Set([...main.values()].map((sample) => sample.venue))
  return ({ venue, team }) => (main.get(team)?.venue === venue ? 'main' : mainVenues.has(venue) ? 'other_main' : 'regional')
}
