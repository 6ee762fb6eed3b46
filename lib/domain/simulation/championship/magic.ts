import { magicAgainst, pennantRace, type RaceTeam } from '@/lib/domain/stats/magic-number'

/** A club's race as of a date, from the standings page's method (magic-number.ts). */
export type ClubRace = {
  /** Wins that clinch first place whatever else happens; 0 once clinched; null when it has none. */
  magic: number | null
  /** 自力優勝: winning every remaining game is enough on its own results (a magic number exists). */
  selfClinch: boolean
}

/**
 * Every club's magic number and 自力優勝 from standings in rank order. A club's magic number is the
 * one magicAgainst gives with the club taken as the "leader": the most wins it needs against any
 * rival, or null when some rival can pass it even if it wins out. For the leader this is exactly
 * the standings page's number (pennantRace), including "decided" (0) when nobody has games left,
 * where the tiebreakers have already ordered a level table.
 *
 * @param remainingBetween games two clubs still have against each other
 */
export function leagueRaces<Team extends string>(ranked: readonly RaceTeam<Team>[], remainingBetween: (a: Team, b: Team) => number): ClubRace[] {
  const race = pennantRace(ranked, remainingBetween)
  return ranked.map((club, index) => {
    if (index === 0 && race?.status === 'decided') return { magic: 0, selfClinch: true }
    if (ranked.every((team) => team.remaining === 0)) return { magic: null, selfClinch: false }
    let magic = 0
    for (const rival of ranked) {
      if (rival.team === club.team) continue
      const needed = magicAgainst(club, rival, remainingBetween(club.team, rival.team))
      if (needed === null) return { magic: null, selfClinch: false }
      magic = Math.max(magic, needed)
    }
    return { magic, selfClinch: true }
  })
}
