import type { TeamCode } from '@/lib/domain/teams/teams'
import { TeamBadgeLabel } from './TeamBadgeLabel'

type Side = { team: TeamCode; runs: number }

/** A card's clubs in their colours either side of the score, visitors first; the card gives it its box (a line, or the link itself). */
export function ScoreLine({ away, home }: { away: Side; home: Side }) {
  return (
    <>
      <TeamBadgeLabel team={away.team} />
      <span>
        {away.runs} <span className="text-slate-400">-</span> {home.runs}
      </span>
      <TeamBadgeLabel team={home.team} />
    </>
  )
}
