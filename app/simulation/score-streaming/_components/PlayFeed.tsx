import { PageLink } from '@/components/navigation/PageLink'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { Board, BoardLine } from '@/lib/domain/simulation/streaming/scoreboard'
import type { StreamClubs } from './stream-clubs'

const plain = (line: BoardLine, clubs: StreamClubs) => {
  if (line.kind === 'pitcher') return `${line.half === 'top' ? clubs.home.name : clubs.away.name}の投手交代: ${line.pitcher.name}`
  return line.kind === 'play' ? `${line.situation} ${line.batter?.name ?? ''} ${line.text}` : line.text
}

function Extras({ line, clubs }: { line: BoardLine; clubs: StreamClubs }) {
  if (line.kind === 'pitcher') return null
  return (
    <span className="ml-2 text-xs text-slate-500 tabular-nums">
      {line.score ? <b className="mr-2 text-slate-800">{`${clubs.away.name} ${line.score.away}-${line.score.home} ${clubs.home.name}`}</b> : null}
      {line.we === null ? null : `${clubs.home.name}の勝利確率 ${formatChance(line.we)}`}
    </span>
  )
}

/**
 * The play-by-play, newest first, in the site's broadcast phrases (play-text.ts). Only the line
 * above the list is a live region: a screen reader hears each new play once, not the whole list.
 */
export function PlayFeed({ board, clubs, season }: { board: Board; clubs: StreamClubs; season: number }) {
  const latest = board.lines[0]
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <p aria-live="polite" className="min-h-11 border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">
        {latest ? plain(latest, clubs) : board.lastId < 0 ? '「試合開始」を押すと実況が始まります。' : ''}
      </p>
      <ol aria-label="実況（新しい順）" className="max-h-96 divide-y divide-slate-100 overflow-y-auto text-sm">
        {board.lines.map((line) => (
          <li key={`${line.kind}${line.i}`} className={`px-3 py-1.5 ${line.kind === 'pitcher' ? 'bg-slate-50 text-xs text-slate-600' : ''}`}>
            {line.kind === 'pitcher' ? (
              <>
                {`${line.half === 'top' ? clubs.home.name : clubs.away.name}の投手交代: `}
                <PageLink href={playerCareerHref(line.pitcher.id, 'pitching', season)} className="tap-link">{line.pitcher.name}</PageLink>
              </>
            ) : line.kind === 'play' ? (
              <>
                <span className="mr-1 text-xs text-slate-500">{line.situation}</span>
                {line.batter ? <PageLink href={playerCareerHref(line.batter.id, 'batting', season)} className="tap-link mr-1 font-medium">{line.batter.name}</PageLink> : null}
                {line.text}
              </>
            ) : (
              line.text
            )}
            <Extras line={line} clubs={clubs} />
          </li>
        ))}
      </ol>
    </div>
  )
}
