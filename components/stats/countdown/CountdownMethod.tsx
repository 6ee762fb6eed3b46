import type { Countdown } from '@/lib/schemas/milestones'

const monthDay = (mmdd: string) => `${Number(mmdd.slice(0, 2))}月${Number(mmdd.slice(3, 5))}日`

/** How the page counts, in words: a projection is only as good as its stated assumptions. */
export function CountdownMethod({ countdown }: { countdown: Countdown }) {
  const first = countdown.seasons[0]
  const { season, calendar } = countdown
  return (
    <section aria-labelledby="method-heading" className="rounded-lg border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700">
      <h2 id="method-heading" className="mb-2 text-base font-semibold text-slate-900">
        集計方法
      </h2>
      <dl className="space-y-2">
        <div>
          <dt className="font-medium text-slate-900">通算</dt>
          <dd>
            データ収録期間（{first}〜{season}年）の公式戦（交流戦を含むレギュラーシーズン）の合計です。収録期間より前の成績やポストシーズンは含みません。
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">現役選手</dt>
          <dd>{season}年のロスターに登録されている選手です。</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">ペース</dt>
          <dd>
            {season}年の記録を所属球団の試合数で割った「チーム1試合あたり」の数です。出場しなかった試合も分母に含むので、実際の起用を反映したペースになります。シーズン途中のデータでは、143試合に換算した値も表に示します。
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">到達見込み</dt>
          <dd>
            残り数をペースで割った試合数（切り上げ）を、その年の残り試合、以降は毎年143試合として数えます。各シーズンは{monthDay(calendar.opening)}に開幕し{monthDay(calendar.closing)}
            に全日程を終える（直近のシーズンと同じ日程）とし、試合が均等に行われると仮定した月です。故障や起用の変化は考慮しません。
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">対象</dt>
          <dd>
            まだ達成していない選手のうち、残りが目標の{Math.round(countdown.window * 100)}%以内の選手を、残りの少ない順に表示します。該当者がいない記録は、通算の多い3人を参考として表示します。
          </dd>
        </div>
      </dl>
    </section>
  )
}
