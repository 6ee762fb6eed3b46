/** How far a run of several chunks has got: a bar and the seasons done, announced politely. */
export function RunProgress({ done, total, seasons, n }: { done: number; total: number; seasons: number; n: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0
  return (
    <div className="space-y-1" aria-live="polite">
      <div role="progressbar" aria-label="シミュレーションの進み具合" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} className="h-2 w-full max-w-md overflow-hidden rounded bg-slate-200">
        <div className="h-full bg-brand transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">{done < total ? `計算中: ${seasons.toLocaleString('ja-JP')} / ${n.toLocaleString('ja-JP')} シーズン（${done} / ${total} 回目まで完了）` : `${n.toLocaleString('ja-JP')} シーズンの計算が完了しました。`}</p>
    </div>
  )
}
