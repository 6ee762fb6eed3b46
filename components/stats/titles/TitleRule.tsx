import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { isVotedTitle, RUN_VALUE_TITLE_TYPES } from '@/lib/domain/titles/season-titles'
import { STATISTICAL_TITLE_NOTE, TITLE_RULES } from '@/lib/domain/titles/title-rules'
import type { TitleType } from '@/lib/route-params'

/** How the title is decided: NPB's rule for statistical titles, our own formula for voted awards. */
export function TitleRule({ type }: { type: TitleType }) {
  const voted = isVotedTitle(type)
  return (
    <section aria-labelledby="title-rule-heading" className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700">
      <h2 id="title-rule-heading" className="mb-1 text-base font-semibold text-slate-900">
        {voted ? '当サイトの選出方法' : 'タイトルの条件'}
      </h2>
      <p>{TITLE_RULES[type]}</p>
      {RUN_VALUE_TITLE_TYPES.has(type) && (
        <p className="mt-2">
          「点」はリーグ平均を0とした得点貢献（打撃得点＋投球得点）です。マイナスは平均を下回ることを示し、ベストナインでは守備位置によって最も高い選手でもマイナスになることがあります。
          {/* Its own line: a 44 px tap target inside a sentence would pull the lines apart. */}
          <span className="block">
            <GlossaryLink statKey="player_value">打撃得点＋投球得点の説明</GlossaryLink>
          </span>
        </p>
      )}
      {voted ? (
        <p className="mt-2 text-xs text-slate-500">実際のNPBでは記者投票などで選ばれる表彰です。当サイトではシミュレーションリーグの成績から上の方法で選んでいます。</p>
      ) : (
        <p className="mt-2 text-xs text-slate-500">{STATISTICAL_TITLE_NOTE}</p>
      )}
    </section>
  )
}
