import { PageLink } from '@/components/navigation/PageLink'
import { GLOSSARY_PATH } from '@/lib/domain/glossary/glossary'
import type { LeadersBoard } from '@/lib/schemas/leaders-board'
import { qualifierRuleNote } from './qualifier-text'

/** What a PA-level view cannot count (the stat-lines contract's sentence). */
export const PA_LEVEL_NOTE = '打席単位の分割では試合・得点・盗塁・勝敗・セーブ・ホールド・自責点（防御率）は集計できません。'

/**
 * How the lists were made, under the cards: the entry rule of this view's rates, what a PA split
 * cannot count, how ties rank, and that every figure is recounted from the PA events (so a board
 * "as of 6月30日" is exact), with a link to where each stat's formula is explained.
 */
export function LeadersMethod({ board }: { board: LeadersBoard }) {
  return (
    <section aria-labelledby="leaders-method" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-700 sm:p-4">
      <h2 id="leaders-method" className="mb-2 text-base font-bold text-slate-900">
        集計方法
      </h2>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>{qualifierRuleNote(board.side, board.qualifier)}</li>
        <li>本塁打・打点・奪三振などの数の部門は規定に関係なく、1以上を記録した選手を並べます。</li>
        {board.level === 'pa' && <li>{PA_LEVEL_NOTE}該当する部門のカードにはその旨を表示しています。</li>}
        <li>
          同じ数字の選手は同じ順位で、次の順位はその人数分だけ繰り下がります（1位、2位、2位、4位）。表示人数の境目で並んだ選手は全員を載せています。移籍した選手は球団ごとの成績で、それぞれのリーグに載ります。
        </li>
        <li>
          日付時点・期間・月別・分割の成績は、試合ごとの打席の記録（各打席の結果）をその条件で数え直したものです。「6月30日時点」はその日までの試合の打席だけを数えるので、当時の成績と一致します。
        </li>
        <li>
          各指標の計算式は
          <PageLink href={GLOSSARY_PATH} className="tap-link">
            用語集
          </PageLink>
          にあります。
        </li>
      </ul>
    </section>
  )
}
