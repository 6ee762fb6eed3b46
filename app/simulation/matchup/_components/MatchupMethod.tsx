import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { STABILIZATION_SOURCE } from '@/lib/domain/simulation/matchup/stabilization-points'
import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { platoonWords, seasonWords } from './matchup-words'
import { ModelStagesTable } from './ModelStagesTable'

const weight = (value: number) => value.toFixed(3)

/** 計算方法: the model step by step, with this matchup's constants and factors in a table. */
export function MatchupMethod({ matchup }: { matchup: Matchup | null }) {
  const weights = matchup?.weights
  return (
    <MethodSection>
      <p>
        元の割合：選んだ年度（通算は全年度）のレギュラーシーズン（交流戦を含む）の全打席から、打者は全投手との、投手は全打者との、リーグは全体の結果の割合を数えます。申告敬遠・犠打・打撃妨害は投手と打者の勝負ではないため除き、振り逃げは三振に、犠飛・失策出塁・野選・併殺打は打球の種類（ゴロ・ライナー・フライ、ポップフライはフライ）でアウトに数えます。
      </p>
      <p>
        {`回帰：打席の少ない選手の割合は偶然に大きく振れるため、リーグ平均の結果を r 打席ぶん足してから割ります。回帰後の割合 = (回数 + r × リーグの割合) ÷ (打席 + r)。r は${STABILIZATION_SOURCE}の値で、打者は打席、投手は対戦打者数あたりの三振・四球・死球・単打・長打（二塁打と三塁打に共通）・本塁打の値です。アウトは1からこれらを引いた残りとし、ゴロ・ライナー・フライの内訳はアウトに占める割合を同じ方法（ゴロ・フライ・ライナー率の値）で回帰させてから、合計1にそろえます。r はMLBの研究の値で、NPBで測り直したものではありません。`}
      </p>
      <p>
        <GlossaryLink statKey="odds_ratio">オッズ比法（log5）</GlossaryLink>：結果ごとに オッズ = (打者の割合 ÷ (1 − 打者の割合)) × (投手の割合 ÷ (1 − 投手の割合)) ÷ (リーグの割合 ÷ (1 − リーグの割合))、確率 = オッズ ÷ (1 + オッズ)。Bill James の log5 を Tom Tango が「オッズ比法」として示した形で、打席の結果が多項のときは結果ごとに計算してから合計が1になるよう割り直します（Haechrel, “Matchup Probabilities in Major League Baseball”, SABR Baseball Research Journal, 2014）。平均的な投手と対戦すれば打者の割合がそのまま残ります。
      </p>
      <p>
        {`左右の補正：打者と投手の割合は左右を問わない全打席のものなので、その年度のリーグで「同じ側どうし」（右投手対右打者・左対左）と「逆の側どうし」（両打ちは常に逆）の打席の割合を、左右の分かる全打席の割合で割った係数を掛けます。${matchup ? `この対戦は${platoonWords(matchup)}。` : ''}`}
      </p>
      <p>
        球場の補正：球場を選ぶと、その球場の
        <GlossaryLink statKey="park_factor">パークファクター</GlossaryLink>
        （複数年、年数で1へ回帰させた値）のうち、単打に安打の係数、二塁打・三塁打・本塁打にそれぞれの係数、三振・四球にそれぞれの係数を掛けます（その球場での試合は係数そのまま。通算ではデータの最新年度の係数）。死球とアウトは補正せず、最後に合計1へ割り直すときに差を吸収します。係数の一覧は
        <PageLink href="/game-stats/park-factor" className="tap-link">パークファクター</PageLink>
        のページにあります。
      </p>
      {matchup ? <ModelStagesTable rows={matchup.rows} /> : null}
      <p>
        {`期待される成績：1打席の確率から、打率 = P(安打) ÷ P(打数)、出塁率 = P(安打) + P(四球) + P(死球)、長打率 = E[塁打] ÷ P(打数)、wOBA = Σ 係数 × P(結果) を正確に計算します（犠打・犠飛・申告敬遠はモデルにないため、四球と死球以外の打席はすべて打数です）。${weights ? `wOBAの係数は${weights.season}年のNPB全体の値（四球 ${weight(weights.w_bb)}、死球 ${weight(weights.w_hbp)}、単打 ${weight(weights.w_1b)}、二塁打 ${weight(weights.w_2b)}、三塁打 ${weight(weights.w_3b)}、本塁打 ${weight(weights.w_hr)}）で、当サイトの得点価値から求めたものです。` : ''}`}
        <GlossaryLink statKey="woba">wOBAの説明</GlossaryLink>
      </p>
      <p>
        {`シミュレーション：シード付きの疑似乱数（sfc32）で、対戦確率に従って N 打席（100〜100,000、既定 10,000）を1打席ずつ引きます。同じ選手・年度・球場・N・シードなら結果は常に同じで、URLを共有すれば同じ結果を再現できます。±は標本の95%の幅（標準誤差 × 1.96）です。${matchup ? `この対戦の基準はリーグ${seasonWords(matchup.season)}の${matchup.league_pas.toLocaleString('ja-JP')}打席です。` : ''}`}
      </p>
      <p>
        モデルに入っていないもの：走者・アウト・カウントなどの場面、投手の疲れ、守備、打順、投手と打者の相性そのもの（実際の対戦成績は標本が小さいため、確率には使っていません）。
      </p>
    </MethodSection>
  )
}
