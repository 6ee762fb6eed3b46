import { PageLink } from '@/components/navigation/PageLink'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { lineupColorGroup, POSITION_MARKS } from '@/lib/domain/teams/lineup-positions'
import type { LineupUsage } from '@/lib/domain/teams/lineups'
import { colorMark } from '@/lib/domain/teams/read-lineups'

type Props = { title: string; usage: LineupUsage; names: Readonly<Record<string, string>>; season: number }

/** 「143試合で98通りのオーダー。最も多く使ったオーダーは5試合」, and how many others were used as often. */
export function usageSummary({ games, distinct, mostUsed, tied }: LineupUsage): string {
  if (!mostUsed) return '該当する試合はありません。'
  const ties = tied > 0 ? `（同じく${mostUsed.games}試合のオーダーがほかに${tied}通りあり、最後に使ったものを表示）` : ''
  return `${games}試合で${distinct}通りのオーダー。最も多く使ったオーダーは${mostUsed.games}試合${ties}。`
}

/** A set of games' most used lineup, in batting order, each name coloured by his position as in the grid. */
export function LineupCard({ title, usage, names, season }: Props) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{usageSummary(usage)}</p>
      {usage.mostUsed && (
        <ol className="lineup-list lineup-colors">
          {usage.mostUsed.slots.map((slot, index) => (
            <li key={index} {...colorMark(slot.position && lineupColorGroup(slot.position))}>
              <PageLink href={playerCareerHref(slot.playerId, 'batting', season)}>
                {`${names[slot.playerId] ?? slot.playerId}${slot.position ? `(${POSITION_MARKS[slot.position]})` : ''}`}
              </PageLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
