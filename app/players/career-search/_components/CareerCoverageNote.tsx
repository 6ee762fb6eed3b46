import type { CareerFacets } from '@/lib/schemas/career-search'

/** One line on what the data gives: npb.jp's game records carry no schools, hometowns or drafts, so such players cannot match. */
export function CareerCoverageNote({ coverage }: { coverage: CareerFacets['coverage'] }) {
  if (coverage.players === 0) return null
  const note =
    coverage.school === 0 && coverage.hometown === 0 && coverage.draft === 0
      ? `取り込んだ試合記録には出身校・出身地・ドラフトの情報がないため、${coverage.players.toLocaleString('ja-JP')}人の選手はこの検索では見つかりません。選手名では選手一覧から探せます。`
      : `出身校が分かる選手は${coverage.players.toLocaleString('ja-JP')}人中${coverage.school.toLocaleString('ja-JP')}人、出身地は${coverage.hometown.toLocaleString('ja-JP')}人、ドラフトは${coverage.draft.toLocaleString('ja-JP')}人です。情報のない選手は、その条件の検索には出てきません。`
  return <p className="mb-4 max-w-3xl text-xs leading-relaxed text-slate-500">{note}</p>
}
