import type { HistoricalSeasons } from '@/lib/schemas/historical'

/** What the lists cover and which seasons the rate lists admit. */
export function HistoricalRule({ records }: { records: HistoricalSeasons }) {
  const first = records.seasons[0]
  const last = records.seasons[records.seasons.length - 1]
  const span = first === last ? `${first}年` : `${first}〜${last}年`
  const rule =
    records.type === 'batting'
      ? '打率・OPSは規定打席（所属球団の試合数×3.1、四捨五入）以上のシーズンが対象です。'
      : '防御率・WHIPは規定投球回（所属球団の試合数×1.0）以上のシーズンが対象です。'
  return (
    <div className="mb-6 max-w-3xl space-y-2 text-sm leading-relaxed text-slate-700">
      <p>
        対象は{span}のレギュラーシーズン（{records.seasons.length}シーズン）の1シーズン成績です。ポストシーズンは含みません。{rule}
      </p>
      <p>シーズン途中で移籍した選手は両球団の成績を合算し、規定は最後に所属した球団の試合数で判定します。同じ記録は同順位とし、10位に並んだシーズンはすべて載せています。率の部門は表示より下の桁まで比べて順位を付けるため、表示が同じでも順位が分かれることがあります。</p>
    </div>
  )
}
