import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { GLOSSARY_PATH } from '@/lib/domain/glossary/glossary'
import { BUBBLE_AREA } from '@/lib/domain/analysis/bubble-size'
import type { BubblePage } from './bubble-href'

/** Where the numbers come from, what the guides and areas mean, and who is drawn. */
export function BubbleMethod({ page, season }: { page: BubblePage; season: number }) {
  const { scope, side } = page
  return (
    <MethodSection title="グラフの見方と計算方法">
      <ul className="list-disc space-y-1.5 pl-5">
        <li>
          数値はレギュラーシーズン（交流戦を含む）の年度成績で、
          <PageLink href={scope === 'players' ? `/stats/${side}` : `/records/season/teams/${side}/${season}`} className="text-brand underline">
            {scope === 'players' ? (side === 'batting' ? '打撃成績' : '投手成績') : 'チーム成績'}
          </PageLink>
          と同じ値です。指標の式は
          <PageLink href={GLOSSARY_PATH} className="text-brand underline">用語集</PageLink>
          にあり、表の列の「?」から各指標の説明に移れます。
        </li>
        <li>
          円の面積は選んだ指標の値に比例します（いちばん大きい値の円が最大、幅ではなく面積で比べるため、値が2倍なら面積が2倍）。小さすぎる円は見えるように最小の大きさ（{BUBBLE_AREA.min}px²）で描きます。大きい円から先に描くので、小さい円が上に重なります。
        </li>
        <li>
          破線の平均は、率の指標（打率・OPS・防御率・K%など）ではリーグ全体の値です。選んだリーグの全選手の成績を合計してから率を計算するので、打席や投球回の多い選手ほど重く入ります（
          <GlossaryLink statKey="woba">wOBA</GlossaryLink>・<GlossaryLink statKey="wrc_plus">wRC+</GlossaryLink>・<GlossaryLink statKey="fip">FIP</GlossaryLink>は各選手の値を打席・投球回などで加重平均）。数の指標（本塁打・打席・勝利・得点など）では、グラフに描いた{scope === 'players' ? '選手' : '球団'}の平均です。
        </li>
        {scope === 'players' ? (
          <li>
            対象の「規定到達」は規定打席（チーム試合数 × 3.1）・規定投球回（チーム試合数 × 1.0）に届いた選手、「規定の半分以上」はその半分（切り上げ）以上の選手、「全選手」は1打席（1アウト）以上の選手です。シーズン途中で移籍した選手は球団ごとに別の円になります。
          </li>
        ) : (
          <li>
            球団の打撃・投手成績は所属選手の年度成績の合計です（移籍した選手はそれぞれの球団の分だけを数えます）。勝敗・勝率・得点・失点は順位表の値で、ピタゴラス勝率は得点と失点から求めた期待勝率です。wRC+は各打者の値の打席による加重平均、FIPは投球回による加重平均です。
          </li>
        )}
        <li>色は球団ごとの色で、同じリーグの6球団が見分けやすいように少し調整しています。</li>
      </ul>
    </MethodSection>
  )
}
