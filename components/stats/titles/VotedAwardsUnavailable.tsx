/** Imported npb.jp seasons carry no voting results: say so plainly rather than list invented winners. */
export function VotedAwardsUnavailable() {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-900">
      NPB公式記録から取り込んだ実データには記者投票による表彰の結果が含まれていないため、受賞者は表示していません。当サイトの選出方法による受賞者は、シミュレーションリーグのデータでのみ表示します。
    </p>
  )
}
