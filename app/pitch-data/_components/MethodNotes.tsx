import { PageLink } from '@/components/navigation/PageLink'
import { glossaryHref } from '@/lib/domain/glossary/glossary'
import { ATTACK_ZONE_BOUNDS, ATTACK_ZONE_LABELS } from '@/lib/domain/pitch-metrics/attack-zone'
import type { BoardSide } from './board-query'

type Note = { term: string; glossary: string; text: string }

const RATES: Readonly<Record<BoardSide, readonly Note[]>> = {
  pitching: [
    { term: 'ゾーン%', glossary: 'zone_pct', text: 'ストライクゾーン内の球 ÷ コースの記録がある球' },
    { term: '初球ストライク%', glossary: 'first_pitch_strike_pct', text: '0-0からの球のうちボール・死球以外（ファウル・打球を含む） ÷ 0-0からの球' },
    { term: 'スイング%', glossary: 'swing_pct', text: 'スイング（空振り・ファウル・打球） ÷ 球数' },
    { term: '空振り%', glossary: 'whiff_pct', text: '空振り ÷ スイング' },
    { term: 'CSW%', glossary: 'csw_pct', text: '(見逃しストライク ＋ 空振り) ÷ 球数' },
    { term: 'チェイス%', glossary: 'chase_pct', text: 'ゾーン外の球へのスイング ÷ ゾーン外の球' },
    { term: '決め球%', glossary: 'put_away_pct', text: '2ストライクからの球で奪った三振 ÷ 2ストライクからの球' },
  ],
  batting: [
    { term: 'P/PA', glossary: 'pitches_per_pa', text: '見た球数 ÷ 一球ごとの記録がある打席' },
    { term: 'ゾーン%', glossary: 'zone_pct', text: 'ストライクゾーン内に来た球 ÷ コースの記録がある球' },
    { term: 'スイング%', glossary: 'swing_pct', text: 'スイング（空振り・ファウル・打球） ÷ 球数' },
    { term: 'コンタクト%', glossary: 'contact_pct', text: '(スイング − 空振り) ÷ スイング' },
    { term: '空振り%', glossary: 'whiff_pct', text: '空振り ÷ スイング' },
    { term: 'チェイス%', glossary: 'chase_pct', text: 'ゾーン外の球へのスイング ÷ ゾーン外の球' },
    { term: '初球スイング%', glossary: 'first_pitch_swing_pct', text: '0-0からの球へのスイング ÷ 0-0からの球' },
    { term: '球種別の打率・長打率', glossary: 'avg', text: 'その球種の球で終わった打席の安打・塁打 ÷ 打数' },
  ],
}

const bound = (value: number) => (Number.isInteger(value) ? String(value) : `${Math.round(value * 3)}/3`)

/** How the boards count: each rate's denominator, where the locations come from, the attack zones' bounds, the two run values. */
export function MethodNotes({ side }: { side: BoardSide }) {
  const { heart, shadow, chase } = ATTACK_ZONE_BOUNDS
  const link = (key: string, label: string) => {
    const href = glossaryHref(key, side)
    return href ? <PageLink href={href} className="tap-link underline-offset-2">{label}</PageLink> : label
  }
  return (
    <section aria-labelledby="method-notes" className="space-y-3 text-sm text-slate-700">
      <h2 id="method-notes" className="text-lg font-bold text-slate-900">集計方法</h2>
      <p>レギュラーシーズン（交流戦を含む）の一球ごとの記録から、選手と所属球団ごとに集計しています。シーズン途中で移籍した選手は球団ごとに1行です。「-」は分母が0（その球種を投げていない・見ていない、スイングがない）ことを示します。</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {RATES[side].map((note) => (
          <div key={note.term} className="contents">
            <dt className="font-semibold">{link(note.glossary, note.term)}</dt>
            <dd className="mb-1 sm:mb-0">{note.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        コースは記録元の投球位置（ストライクゾーンの枠の中心を0、縦横の端を±1とする座標と、枠を内側3×3とする5×5マス）によります。打者ごとの身長の違いは反映しません。コースの記録がない球はゾーン%・チェイス%・アタックゾーンに入りません。
      </p>
      <p>
        {link('attack_zone', 'アタックゾーン')}はBaseball Savantの区分で、横・縦の大きい方が{bound(heart)}未満なら{ATTACK_ZONE_LABELS.heart}、{bound(shadow)}未満なら{ATTACK_ZONE_LABELS.shadow}、{bound(chase)}未満なら{ATTACK_ZONE_LABELS.chase}、それより外が{ATTACK_ZONE_LABELS.waste}です（枠の端が1）。
      </p>
      <p>
        {link('rv_per_100', 'RV/100・得点価値')}は打席を終えた球にその結果の線形加重（その年度のNPB全体のRE24の平均）を与えた合計と100球あたりの値、{link('swing_take_runs', 'スイング・見逃しの得点価値')}は1球ごとのカウントの得点価値の変化を振った球・見逃した球に分けた合計です。どちらも{side === 'pitching' ? '投手から見た値で、プラスほど失点を防いでいます' : '打者から見た値で、プラスほど得点を生んでいます'}。
      </p>
    </section>
  )
}
