import { formatPercent, formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { ScoreProfileDto, TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'

type Kind = keyof ScoreProfileDto['closeGames']
type GameSet = ScoreProfileDto['closeGames'][Kind]

const CARDS: readonly { kind: Kind; title: string; note: string; record: boolean }[] = [
  { kind: 'oneRun', title: '1点差試合', note: '試合終了時に1点差だった試合（引き分けはない）。', record: true },
  { kind: 'extraInnings', title: '延長戦', note: '10回以降まで続いた試合。勝率は引き分けを除いた勝敗から。', record: true },
  { kind: 'shutoutWins', title: '完封勝ち', note: '相手を0点に抑えて勝った試合（継投を含む。0-0の引き分けは除く）。', record: false },
  { kind: 'shutoutLosses', title: '完封負け', note: '0点で負けた試合（0-0の引き分けは除く）。', record: false },
]

const recordText = (set: GameSet) => `${set.wins}勝${set.losses}敗${set.ties > 0 ? `${set.ties}分` : ''}（勝率${formatRate3(set.winPct)}）`

/** Records in one-run and extra-inning games, and shutouts won and lost, with their share of the season beside the league's. */
export function CloseGames({ data }: { data: TeamScoreDistribution }) {
  return (
    <section aria-labelledby="close-games" className="space-y-3">
      <h2 id="close-games" className="text-lg font-bold text-slate-900">1点差・延長戦・完封</h2>
      <p className="text-xs text-slate-500">{`レギュラーシーズン（交流戦を含む）の全${data.club.games}試合から。割合は全試合に占める割合、リーグは${LEAGUE_NAMES[data.league]}6球団の全試合での割合です。`}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ kind, title, note, record }) => {
          const set = data.club.closeGames[kind]
          return (
            <div key={kind} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm font-semibold text-slate-700">{title}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{`${set.games}試合`}</dd>
              {record && <dd className="text-sm tabular-nums text-slate-800">{recordText(set)}</dd>}
              <dd className="text-sm tabular-nums text-slate-600">{`割合 ${formatPercent(set.share)}（リーグ ${formatPercent(data.leagueProfile.closeGames[kind].share)}）`}</dd>
              <dd className="mt-1 text-xs text-slate-500">{note}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
