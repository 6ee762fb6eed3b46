/** Shown when no database has been built: the page says so instead of showing empty tables. */
export function NoTitleData() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
      データベースが未構築のため、タイトル受賞者を表示できません。
    </p>
  )
}
