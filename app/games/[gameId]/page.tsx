import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { getGameBox, getGameDetail, getGamePlays } from '@/lib/data/loaders/get-game'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { swingAnchor } from '@/lib/domain/games/game-swings'
import { sendHalves } from '@/lib/domain/games/sent-plays'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { describeGameId } from '@/lib/game-id'
import { parseRouteParams } from '@/lib/parse-route-params'
import { gameParams } from '@/lib/route-params'
import type { GameBox } from '@/lib/schemas/game-box'
import { GameJsonLd } from '@/lib/seo/GameJsonLd'
import { gameCardImage } from '@/lib/seo/game-card'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { ClubBoxScore } from './_components/BoxScore'
import { GameNotes } from './_components/GameNotes'
import { LineScore } from './_components/LineScore'
import { PlayByPlay } from './_components/PlayByPlay'
import { Scoreboard } from './_components/Scoreboard'
import { WinProbability } from './_components/WinProbability'

type Props = PageProps<'/games/[gameId]'>

/** Whether the box gives pitch counts: from the pitch rows, or from the source's box where it has them (npb.jp from 2025). */
const hasPitchCounts = (box: GameBox) => [...box.away.pitching, ...box.home.pitching].some((line) => line.pitches !== null)

/** The game of the id (proxy.ts answers a malformed one with a 404 first); a well-formed unknown id is a 404 too. */
async function load({ params }: Props) {
  const { gameId } = parseRouteParams(gameParams, await params)
  const game = getGameDetail(gameId)
  const box = getGameBox(gameId)
  const plays = getGamePlays(gameId)
  if (!game || !box || !plays) notFound()
  const { dateLabel } = describeGameId(gameId)
  const [away, home] = [TEAM_BY_CODE[game.away.team].shortName, TEAM_BY_CODE[game.home.team].shortName]
  const page: PageDescriptor = {
    title: `${dateLabel} ${matchupLabel(away, home, ' vs ')} ${game.away.runs}-${game.home.runs} 試合結果`,
    description: `${dateLabel}の${matchupLabel(away, home)}（${game.venue ?? '球場不明'}）の試合結果。イニングスコア、勝敗投手、本塁打、両チームの打撃・投手成績。`,
    path: `/games/${gameId}`,
    crumbs: [{ label: '試合結果', href: '/game-results' }],
    ogImage: gameCardImage(game),
  }
  return { game, box, plays, page, clubs: { away, home } }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

export default async function GamePage(props: Props) {
  const { game, box, plays, page, clubs } = await load(props)
  return (
    <>
      <PageHeader page={page} />
      <GameJsonLd game={game} page={page} />
      <div className="space-y-6">
        <Scoreboard game={game} />
        <LineScore game={game} />
        <GameNotes game={game} />
        <WinProbability plays={plays} away={game.away.team} home={game.home.team} season={game.season} />
        <section aria-labelledby="box-score" className="space-y-6">
          <h2 id="box-score" className="text-lg font-bold text-slate-900">打撃・投手成績</h2>
          <ClubBoxScore club={box.away} season={game.season} />
          <ClubBoxScore club={box.home} season={game.season} />
          <p className="text-xs text-slate-500">打率・防御率はこの試合終了時点のシーズン成績です（公式戦は交流戦を含めて通算、ポストシーズンはそのステージ内）。見出しの「?」から計算式を見られます。</p>
          {!hasPitchCounts(box) && <p className="text-xs text-slate-500">この試合の元データ（npb.jp）には一球ごとの記録も投手ごとの球数もないため、球数は「-」です。</p>}
        </section>
        <section aria-labelledby="play-by-play" className="space-y-3">
          <h2 id="play-by-play" className="text-lg font-bold text-slate-900">プレー経過</h2>
          <p className="text-xs text-slate-500">
            アウト・走者は打席後。RE24 は打席で増減した得点期待値、WPA は攻撃側の勝利確率の増減です。
            {game.tracked ? '「球」を押すと投球ごとの球種・球速・結果とコースを表示します。' : 'この試合の元データ（npb.jp）には一球ごとの記録がないため、投球の内訳はありません。'}
          </p>
          <PlayByPlay gameId={game.id} season={game.season} tracked={game.tracked} clubs={clubs} names={plays.names} halves={sendHalves(plays.halves)} anchors={plays.swings.map(swingAnchor)} />
        </section>
      </div>
    </>
  )
}
