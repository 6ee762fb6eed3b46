import type { PlayerNameForms } from '@/lib/schemas/players'

/** Says which name forms the data lacks, so an empty kana search is not mistaken for no such player. */
export function NameFormsNote({ forms }: { forms: PlayerNameForms | null }) {
  if (!forms || forms.players === 0) return null
  const notes = [
    forms.kana === 0 ? '取り込んだ試合記録には選手名の読みがながないため、かなで探せるのは登録名がカタカナの選手だけです。漢字かローマ字でお探しください。' : null,
    forms.romaji < forms.players ? `${forms.players - forms.romaji}人はローマ字表記がなく（一球速報のデータだけに載る選手）、漢字・カタカナでのみ見つかります。` : null,
  ].filter((note) => note !== null)
  if (notes.length === 0) return null
  return <p className="mb-4 max-w-3xl text-xs leading-relaxed text-slate-500">{notes.join('')}</p>
}
