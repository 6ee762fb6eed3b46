import type { PickerCandidate } from '@/app/simulation/_components/player-candidates'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { POSTSEASON_KINDS, stageLabel, type PostseasonKind } from '@/lib/domain/players/postseason'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import type { Matchup, MatchupPlay } from '@/lib/schemas/simulation-matchup'
import { EmptyNote, MatchupSection } from './MatchupSection'
import { PlayerName } from './ProbabilitySection'

type Props = { matchup: Matchup; batter: PickerCandidate; pitcher: PickerCandidate }

/** The newest PAs listed; a longer rivalry's line still counts them all. */
const SHOWN = 200

const abbreviation = (code: string) => getTeamByCode(code)?.abbreviation ?? code
const isPostseason = (kind: string): kind is PostseasonKind => (POSTSEASON_KINDS as readonly string[]).includes(kind)

const COLUMNS: readonly Column<MatchupPlay>[] = [
  {
    key: 'date',
    header: '試合',
    rowHeader: true,
    render: (play) => `${play.date.replaceAll('-', '/')} ${abbreviation(play.away)}-${abbreviation(play.home)}`,
    link: (play) => ({ href: `/games/${play.game_id}`, ...(isPostseason(play.kind) ? { note: stageLabel(play.kind) } : {}) }),
  },
  { key: 'inning', header: '回', render: (play) => `${play.inning}回${play.half === 'top' ? '表' : '裏'}` },
  { key: 'text', header: '結果', wrap: true, render: (play) => play.text },
]

const LINE = [
  ['pa', '打席'], ['ab', '打数'], ['h', '安打'], ['hr', '本塁打'], ['bb', '四球'], ['hbp', '死球'], ['so', '三振'],
] as const
const RATES = [['avg', '打率'], ['obp', '出塁率'], ['slg', '長打率']] as const

/** 実際の対戦成績: the batter's line against the pitcher from every PA in the data, and the PAs with their games. */
export function HeadToHeadSection({ matchup, batter, pitcher }: Props) {
  const { line, plays } = matchup.head_to_head
  return (
    <MatchupSection id="head-to-head" title="実際の対戦成績">
      {plays.length === 0 ? (
        <EmptyNote>この2人の対戦はデータにありません。</EmptyNote>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <PlayerName player={batter} />
            {' 対 '}
            <PlayerName player={pitcher} />
            {'（データにある全年度・ポストシーズンを含む）'}
          </p>
          <dl className="grid grid-cols-5 gap-2 text-center sm:grid-cols-10">
            {LINE.map(([key, label]) => (
              <div key={key} className="rounded border border-slate-200 bg-white px-1 py-1.5">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold tabular-nums" data-stat={key}>{line[key]}</dd>
              </div>
            ))}
            {RATES.map(([key, label]) => (
              <div key={key} className="rounded border border-slate-200 bg-white px-1 py-1.5">
                <dt className="text-xs text-slate-600"><GlossaryLink statKey={key}>{label}</GlossaryLink></dt>
                <dd className="font-semibold tabular-nums">{formatRate3(line[key])}</dd>
              </div>
            ))}
          </dl>
          <DataTable<MatchupPlay>
            caption="対戦した打席（新しい順）"
            columns={COLUMNS}
            rows={plays.slice(0, SHOWN)}
            rowKey={(play) => `${play.game_id}-${play.seq}`}
            density="compact"
          />
          {plays.length > SHOWN ? <p className="text-xs text-slate-500">{`新しい${SHOWN}打席を表示しています（成績は全${plays.length}打席）。`}</p> : null}
        </>
      )}
    </MatchupSection>
  )
}
