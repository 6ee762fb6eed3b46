import { PageLink } from '@/components/navigation/PageLink'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { StreamFinal, StreamPlayer } from '@/lib/schemas/simulation-score-streaming'
import type { StreamClubs } from './stream-clubs'

function Decision({ label, player, season }: { label: string; player: StreamPlayer | null; season: number }) {
  if (!player) return null
  return (
    <span className="mr-3 whitespace-nowrap">
      <span className="mr-1 text-xs font-bold text-slate-500">{label}</span>
      <PageLink href={playerCareerHref(player.id, 'pitching', season)} className="tap-link">{player.name}</PageLink>
    </span>
  )
}

/** The result in one line and the pitchers of record, once the `final` event has come. */
export function FinalSummary({ final, clubs, season }: { final: StreamFinal; clubs: StreamClubs; season: number }) {
  const { away, home } = final.box
  const result = final.status === 'tie' ? '引き分け' : away.runs > home.runs ? `${clubs.away.name}の勝ち` : `${clubs.home.name}の勝ち`
  return (
    <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
      <p className="font-bold">
        {`試合終了 ${clubs.away.name} ${away.runs}-${home.runs} ${clubs.home.name}（${final.innings}回、${result}）`}
      </p>
      <p>
        <Decision label="勝" player={final.decisions.win} season={season} />
        <Decision label="敗" player={final.decisions.loss} season={season} />
        <Decision label="S" player={final.decisions.save} season={season} />
      </p>
    </div>
  )
}
