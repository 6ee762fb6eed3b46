import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { parkFor } from '@/lib/domain/simulation/parks'
import { PITCH_INTERVAL_MS } from '@/lib/domain/simulation/streaming/paced-stream'
import { TEAMS } from '@/lib/domain/teams/teams'

/** How the game is made and sent: the engine, the ratings from stats and their constants, the lineups, the parks, WE, the pace. */
export function StreamMethod() {
  return (
    <MethodSection>
      <p>
        試合は、このサイトの模擬リーグを作っているのと同じ一球ごとの試合エンジンで、シードから最初に最後まで作ります（数ミリ秒）。配信はできあがった試合を一球ずつ送るだけなので、同じ年・球団・球場・先発・シードなら、何度見ても同じ試合になります。延長は12回まで、12回を終えて同点なら引き分けです。
      </p>
      <p>
        選手の能力は、その年の成績を同じ年のリーグ全体と比べた偏差（標準偏差を1とする値）にしています。少ない打席の成績はリーグ平均へ引き戻します：率 =（回数 + リーグ平均 × k）÷（機会 + k）。kは成績が半分は実力・半分は偶然になる機会の数で、R. Carleton（Baseball Prospectus, 2012）の値を使います：
        <GlossaryLink statKey="k_pct">三振率</GlossaryLink>60打席、<GlossaryLink statKey="bb_pct">四球率</GlossaryLink>120打席、本塁打率170打席、<GlossaryLink statKey="iso">ISO</GlossaryLink>160打数、<GlossaryLink statKey="babip">BABIP</GlossaryLink>820打球、投手の奪三振率70打者、与四球率170打者、ゴロ率70打球（盗塁企図率100・三塁打率50は当サイトの設定）。
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>打者: ミート = 0.6 ×（三振率の偏差の符号を逆に）+ 0.4 × BABIPの偏差、パワー = 0.7 × 本塁打率 + 0.3 × ISO、選球眼 = 故意四球を除いた四球率、走力 = 0.7 × 盗塁企図率（一塁に出た回数あたり）+ 0.3 × 三塁打率（長打あたり）。守備は全員平均（0）です。</li>
        <li>投手: 球威 = 奪三振率、制球 = 与四球率（少ないほど上）、ゴロ傾向 = ゴロ率、スタミナ = 先発1試合あたりのアウト数（先発投手どうしで比較）、球速 = その年のストレートの平均球速、球種 = その年の球種の割合（2%未満は除く。投球が30球未満ならエンジンの標準の配分）。</li>
        <li>リーグ平均の成績はどの能力も0になります。値は±3で打ち止めです。</li>
      </ul>
      <p>
        打順と守備は、その年に各守備位置で最も多く先発した選手を、先発時の平均打順の順に並べたものです（出場記録のないデータでは打席数の多い順）。先発投手は先発数の多い6人から選べ、既定は最多先発の投手。救援はセーブ・ホールド・登板数の順に信頼され、1人目が抑えです。指名打者はホーム球団がパ・リーグのときに使います。
      </p>
      <p>本塁打の出やすさは球場ごとの係数です（1.00が中立。球場の評判に合わせたモデルの入力値で、サイトが公表するパークファクターは試合結果から計算した別の値です）。</p>
      <p className="text-xs tabular-nums text-slate-600">
        {TEAMS.map((team) => `${team.homeStadium} ${parkFor(team.id).homeRunCarry.toFixed(2)}`).join('／')}／中立球場 1.00
      </p>
      <p>
        勝利確率はホーム球団から見た値（勝つ確率 + 引き分けの確率の半分）で、その年の全試合から作った
        <PageLink href="/game-stats/win-probability-model" className="tap-link">勝利確率モデル</PageLink>
        の表を、打席の終わりと走者の動き（盗塁・暴投など）のたびに引きます。
      </p>
      <p>
        {`配信の速さは標準で1球あたり約${PITCH_INTERVAL_MS / 1000}秒、2・5・10倍速と最速（待ち時間なし）から選べます。通信が切れても、ブラウザーが最後に受け取った投球の番号を送って続きから再開します。ページを閉じるとサーバー側の配信も止まります。1回の接続は最長10分で、その後は自動でつなぎ直します。`}
      </p>
    </MethodSection>
  )
}
