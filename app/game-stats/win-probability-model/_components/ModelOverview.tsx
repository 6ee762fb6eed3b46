import { PageLink } from '@/components/navigation/PageLink'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'

/** How the chain works and the NPB rules it plays by, before the numbers. */
export function ModelOverview() {
  return (
    <section aria-labelledby="model" className="max-w-3xl space-y-3 text-sm leading-relaxed text-slate-700">
      <h2 id="model" className="text-lg font-bold text-slate-900">モデルの仕組み</h2>
      <p>
        <GlossaryLink statKey="win_expectancy">勝利確率（WE）</GlossaryLink>
        は、試合のある場面からホームチーム（後攻）が勝つ・引き分ける・負ける確率です。当サイトでは同じ場面の試合を数えるだけでなく、モデルで計算します。1打席ごとに「アウト数×走者」の24の状態の間を移るマルコフ連鎖を、その年度のレギュラーシーズンの全打席から数えた遷移確率（下の「入力」）で動かし、試合の終わりまで進めます。
      </p>
      <p>試合の進め方はNPBのルールどおりです。</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>9回表が終わってホームがリードしていれば、9回裏は行わずホームの勝ちです。</li>
        <li>9回以降の裏にホームが勝ち越した時点でサヨナラ、試合はそこで終わります。</li>
        <li>延長は12回まで。12回裏が終わって同点なら引き分けです。</li>
      </ul>
      <p>
        <GlossaryLink statKey="wpa">WPA</GlossaryLink>と<GlossaryLink statKey="li">LI</GlossaryLink>
        には、引き分けを半分の勝ちと数えた WE = P(勝ち) + ½·P(引き分け) を使います。ホームとビジターのWEの和が常に1になり、1試合のWPAの合計が0になるためです。場面ごとの勝利確率の一覧は
        <PageLink href="/game-stats/win-probability" className="tap-link">勝利確率ヒートマップ</PageLink>、WPAの考え方は
        <PageLink href="/columns/wpa" className="tap-link">コラム「勝利期待値・WPA・LIの求め方」</PageLink>にあります。
      </p>
    </section>
  )
}
