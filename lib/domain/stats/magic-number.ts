/**
 * 優勝マジック and elimination under NPB's ranking by 勝率 (W / (W + L), ties excluded).
 *
 * Method (ours, stated on the standings page): the leader's magic number is the fewest further
 * wins after which no rival can finish with a 勝率 at or above the leader's, whatever else
 * happens. The worst case for the leader is assumed throughout:
 * - the leader loses every remaining game it does not win (a tie would raise its 勝率 instead);
 * - every rival wins every remaining game it does not lose to the leader (a tie would lower it);
 * - the leader's wins come from games against others first, so a win over the rival is only
 *   counted once the leader has more wins than it has games left against other clubs.
 * An equal 勝率 counts as not decided, because the tiebreakers may favour the rival. When no
 * number of wins within the leader's remaining games is enough, the magic number does not exist
 * (マジック未点灯: the leader cannot clinch on its own results). Only the current leader is
 * considered; a second-placed club can have a magic number in NPB, which we do not show.
 * Press counts often assume the leader wins its games against the rival first, which can give
 * a smaller number; ours is the count that clinches whichever games are won. Checked against
 * 2024's clinching days (real-data test): SoftBank on 23 September, the Giants on 28 September.
 */

export type RaceTeam<Team extends string = string> = {
  team: Team
  wins: number
  losses: number
  /** Regular-season games still to play. */
  remaining: number
}

/** A's final 勝率 is strictly above B's, compared as fractions (no decisions counts as .000). */
function above(a: { wins: number; losses: number }, b: { wins: number; losses: number }): boolean {
  return a.wins * (b.wins + b.losses) > b.wins * (a.wins + a.losses)
}

/**
 * Wins the leader still needs so that this rival cannot reach its 勝率; null when even winning
 * every remaining game is not enough.
 *
 * @example
 * // Leader 80-50 with 13 left, rival 75-55 with 13 left, 3 of them against each other:
 * // 8 wins → 88/143 vs the rival's best 88/143 (level, not enough); 9 → 89/143 > 88/143.
 * magicAgainst({ wins: 80, losses: 50, remaining: 13 }, { wins: 75, losses: 55, remaining: 13 }, 3) // 9
 */
export function magicAgainst(leader: Omit<RaceTeam, 'team'>, rival: Omit<RaceTeam, 'team'>, remainingBetween: number): number | null {
  const otherGames = leader.remaining - remainingBetween
  for (let wins = 0; wins <= leader.remaining; wins++) {
    const beatRival = Math.max(0, wins - otherGames)
    const leaderFinal = { wins: leader.wins + wins, losses: leader.losses + leader.remaining - wins }
    const rivalBest = { wins: rival.wins + rival.remaining - beatRival, losses: rival.losses + beatRival }
    if (above(leaderFinal, rivalBest)) return wins
  }
  return null
}

/**
 * No chance of first place even by winning out: the club's best 勝率 stays below the worst 勝率
 * some other club can finish with (that club losing every remaining game). A sufficient bound,
 * not the full combinatorial test, so a club may be shown alive a little longer than it is.
 *
 * @example
 * // 60-70 with 13 left: best 73/143 = .510; a club at 80-50 with 13 left ends at worst 80/143 = .559.
 * isEliminated({ team: 'x', wins: 60, losses: 70, remaining: 13 }, [{ team: 'y', wins: 80, losses: 50, remaining: 13 }]) // true
 */
export function isEliminated(team: RaceTeam, league: readonly RaceTeam[]): boolean {
  const best = { wins: team.wins + team.remaining, losses: team.losses }
  return league.some((other) => other.team !== team.team && above({ wins: other.wins, losses: other.losses + other.remaining }, best))
}

export type PennantRace<Team extends string = string> =
  | { status: 'decided'; leader: Team; eliminated: Team[] }
  | { status: 'magic'; leader: Team; magic: number; eliminated: Team[] }
  | { status: 'open'; leader: Team; eliminated: Team[] }

/**
 * The race in one league from standings in rank order. Decided when nobody has games left (the
 * tiebreakers have already ordered the table) or when the leader's magic number is 0.
 *
 * @param remainingBetween games the two clubs still have against each other
 */
export function pennantRace<Team extends string>(ranked: readonly RaceTeam<Team>[], remainingBetween: (a: Team, b: Team) => number): PennantRace<Team> | null {
  const [leader, ...rivals] = ranked
  if (leader === undefined) return null
  const eliminated = rivals.filter((team) => isEliminated(team, ranked)).map((team) => team.team)
  if (ranked.every((team) => team.remaining === 0)) return { status: 'decided', leader: leader.team, eliminated }
  let magic = 0
  for (const rival of rivals) {
    const needed = magicAgainst(leader, rival, remainingBetween(leader.team, rival.team))
    if (needed === null) return { status: 'open', leader: leader.team, eliminated }
    magic = Math.max(magic, needed)
  }
  return magic === 0 ? { status: 'decided', leader: leader.team, eliminated } : { status: 'magic', leader: leader.team, magic, eliminated }
}

/**
 * Games two league rivals still have to play: NPB schedules 25 meetings between league rivals
 * (2015 onward; conventions page), less those already played, ties included.
 */
export function remainingMeetings(played: number, scheduled = 25): number {
  return Math.max(0, scheduled - played)
}
