import type { PlayerCoverage } from '@/lib/schemas/players'

/** Says what the player data lacks, so an empty kana search or a column of '-' is not mistaken for no such player or no position. */
export function CoverageNote({ coverage }: { coverage: PlayerCoverage | null }) {
  if (!coverage || coverage.players === 0) return null
  const notes = [
    coverage.kana === 0 ? '取り込んだ試合記録には選手名の読みがながないため、かなで探せるのは登録名がカタカナの選手だけです。漢字かローマ字でお探しください。' : null,
    coverage.romaji < coverage.players ? `${coverage.players - coverage.romaji}人はローマ字表記がなく（一球速報のデータだけに載る選手）、漢字・カタカナでのみ見つかります。` : null,
    coverage.position < coverage.players ? `守備位置は試合記録にある${coverage.position}人にだけ表示しています。` : null,
  ].filter((note) => note !== null)
  if (notes.length === 0) return null
  return <p className="mb-4 max-w-3xl text-xs leading-relaxed text-slate-500">{notes.join('')}</p>
}
