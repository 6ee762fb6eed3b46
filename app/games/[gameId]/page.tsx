import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { getGameBox, getGameDetail } from '@/lib/data/loaders/get-game'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { describeGameId } from '@/lib/game-id'
import { parseRouteParams } from '@/lib/parse-route-params'
import { gameParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { ClubBoxScore } from './_components/BoxScore'
import { GameNotes } from './_components/GameNotes'
import { LineScore } from './_components/LineScore'
import { Scoreboard } from './_components/Scoreboard'

type Props = PageProps<'/games/[gameId]'>

/** The game of the id (proxy.ts answers a malformed one with a 404 first); a well-formed unknown id is a 404 too. */
async function load({ params }: Props) {
  const { gameId } = parseRouteParams(gameParams, await params)
  const game = getGameDetail(gameId)
  const box = getGameBox(gameId)
  if (!game || !box) notFound()
  const { dateLabel } = describeGameId(gameId)
  const [away, home] = [TEAM_BY_CODE[game.away.team].shortName, TEAM_BY_CODE[game.home.team].shortName]
  const page: PageDescriptor = {
    title: `${dateLabel} ${matchupLabel(away, home, ' vs ')} ${game.away.runs}-${game.home.runs} 試合結果`,
    description: `${dateLabel}の${matchupLabel(away, home)}（${game.venue ?? '球場不明'}）の試合結果。イニングスコア、勝敗投手、本塁打、両チームの打撃・投手成績。`,
    path: `/games/${gameId}`,
    crumbs: [{ label: '試合結果', href: '/game-results' }],
  }
  return { game, box, page }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

export default async function GamePage(props: Props) {
  const { game, box, page } = await load(props)
  return (
    <>
      <PageHeader page={page} />
      <div className="space-y-6">
        <Scoreboard game={game} />
        <LineScore game={game} />
        <GameNotes game={game} />
        <section aria-labelledby="box-score" className="space-y-6">
          <h2 id="box-score" className="text-lg font-bold text-slate-900">打撃・投手成績</h2>
          <ClubBoxScore club={box.away} season={game.season} />
          <ClubBoxScore club={box.home} season={game.season} />
          <p className="text-xs text-slate-500">打率・防御率はこの試合終了時点のシーズン成績です（公式戦は交流戦を含めて通算、ポストシーズンはそのステージ内）。見出しの「?」から計算式を見られます。</p>
          {!game.tracked && <p className="text-xs text-slate-500">この試合は一球ごとの記録がない試合データ（npb.jp）から取り込んでいるため、球数は「-」です。</p>}
        </section>
      </div>
    </>
  )
}
