import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { MODE_METRICS } from '@/lib/domain/analysis/position-correlation'
import { SMALL_SAMPLE_PA } from '@/lib/domain/analysis/position-heat'
import { PRODUCTION } from '@/lib/domain/analysis/position-production'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { BattingPositionTable } from './BattingPositionTable'
import { ClubHeatTable } from './ClubHeatTable'
import { CorrelationTable } from './CorrelationTable'
import { FieldingPositionTable } from './FieldingPositionTable'
import type { PositionPage } from './load-position-page'
import { PositionMethod } from './PositionMethod'
import { PositionSelectors } from './PositionSelectors'
import { ScatterSection } from './ScatterSection'

const H2 = 'text-lg font-bold text-slate-900'
const NOTE = 'text-xs text-slate-600'
const LINK = 'tap-link text-brand underline-offset-2 hover:underline'

/** The source gives fielders no position (npb.jp's games): one line, and where the players' own lines are. */
function NoPositions({ mode }: { mode: PositionPage['view']['mode'] }) {
  return (
    <RecordsNotice>
      {mode === 'batting' ? 'この年度のデータ（npb.jpの試合記録）には打者の守備位置がないため、ポジション別の打撃成績と相関は計算できません。' : 'この年度のデータ（npb.jpの試合記録）には野手の守備位置と守備機会がないため、ポジション別の守備成績と相関は計算できません。'}
      選手ごとの成績は<PageLink href={mode === 'batting' ? '/stats/batting' : '/stats/pitching'} className={LINK}>{mode === 'batting' ? '打撃成績' : '投手成績'}</PageLink>で見られます。
    </RecordsNotice>
  )
}

/** The lines by position of all clubs, or of one club beside all clubs' with its most used player at each position. */
function PositionLines({ data, team, scope }: { data: PositionPage['data']; team: PositionPage['view']['team']; scope: string }) {
  const caption = `${data.season}年 ${scope}の守備位置別の${data.mode === 'batting' ? '打撃' : '守備'}成績`
  if (data.mode === 'batting') {
    const club = team === 'all' ? null : (data.clubs.find((one) => one.team === team) ?? null)
    if (team !== 'all' && !club) return <p className="text-sm text-slate-600">{`${data.season}年の${scope}の記録はありません。`}</p>
    return <BattingPositionTable caption={caption} season={data.season} lines={club?.lines ?? data.league} {...(club ? { club: { league: data.league, regulars: club.regulars } } : {})} />
  }
  const club = team === 'all' ? null : (data.clubs.find((one) => one.team === team) ?? null)
  if (team !== 'all' && !club) return <p className="text-sm text-slate-600">{`${data.season}年の${scope}の記録はありません。`}</p>
  return <FieldingPositionTable caption={caption} season={data.season} lines={club?.lines ?? data.league} {...(club ? { club: { league: data.league, regulars: club.regulars } } : {})} />
}

/** The whole page below the layout: header, pickers, the lines by position, the heat maps, the scatter plot and the method. */
export function PositionCorrelationContent({ loaded }: { loaded: PositionPage }) {
  const { view, latest, seasons, data, pooled, scatter, page } = loaded
  const scope = view.team === 'all' ? '12球団' : TEAM_BY_CODE[view.team].shortName
  const metrics = MODE_METRICS[data.mode]
  const first = pooled?.seasons.at(-1)
  const last = pooled?.seasons[0]
  const pairs = Math.max(0, ...(pooled?.rows.flatMap((row) => row.cells.map((cell) => cell.n)) ?? []))
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <PositionSelectors view={view} latest={latest} seasons={seasons} scatter={scatter} />
      {!data.positions_known ? (
        <NoPositions mode={data.mode} />
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="positions" className="space-y-3">
            <h2 id="positions" className={H2}>{`${data.season}年 ポジション別の${data.mode === 'batting' ? '打撃' : '守備'}成績（${scope}）`}</h2>
            <PositionLines data={data} team={view.team} scope={scope} />
          </section>
          <section aria-labelledby="heat" className="space-y-3">
            <h2 id="heat" className={H2}>球団×ポジションのヒートマップ</h2>
            <ClubHeatTable data={data} team={view.team} />
            <p className={NOTE}>
              {data.mode === 'batting'
                ? `ポジションごとのwRC+（100が平均）。赤いほど高く、青いほど低く、±40で最も濃い色です。${SMALL_SAMPLE_PA}打席未満の値は偶然の影響が大きいため色を付けず、灰色の文字で示します。`
                : 'ポジションごとの守備率。12球団のその位置の守備率より高いほど赤、低いほど青で、各列でいちばん離れた球団が最も濃い色です。'}
              {view.team === 'all' ? '' : `選んだ球団（${scope}）の行は太字です。`}
            </p>
          </section>
          <section aria-labelledby="correlation" className="space-y-3">
            <h2 id="correlation" className={H2}>ポジションと球団成績の相関</h2>
            <h3 className="font-bold text-slate-900">{`${data.season}年（12球団）`}</h3>
            <CorrelationTable caption={`${data.season}年 ポジション別の${PRODUCTION[data.mode].label}と球団成績の相関係数（12球団）`} rows={data.correlation} metrics={metrics} />
            {pooled && first !== undefined && last !== undefined && pooled.seasons.length > 1 ? (
              <>
                <h3 className="pt-2 font-bold text-slate-900">{`${first}〜${last}年（全年度の${pairs}球団・年）`}</h3>
                <CorrelationTable caption={`${first}〜${last}年 全年度の球団を合わせたポジション別の${PRODUCTION[data.mode].label}と球団成績の相関係数`} rows={pooled.rows} metrics={metrics} />
              </>
            ) : null}
            <p className={NOTE}>{`各ポジションの${PRODUCTION[data.mode].label}と球団成績のピアソンの相関係数です。赤いほど一緒に増え、青いほど逆に動く関係、「-」は計算できない組み合わせです。`}</p>
          </section>
          <ScatterSection data={data} view={view} latest={latest} scatter={scatter} />
          <PositionMethod mode={data.mode} unplacedPa={data.mode === 'batting' ? data.unplaced_pa : 0} />
        </div>
      )}
    </>
  )
}
