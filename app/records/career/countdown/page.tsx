import { PageHeader } from '@/components/layout/PageHeader'
import { CountdownMethod } from '@/components/stats/countdown/CountdownMethod'
import { MeikyukaiSummary } from '@/components/stats/countdown/MeikyukaiSummary'
import { MilestoneSection, milestoneAnchor } from '@/components/stats/countdown/MilestoneSection'
import { listMilestoneCountdown } from '@/lib/data/loaders/list-milestone-countdown'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '記録達成カウントダウン',
  description: '2000安打・200本塁打・200勝・250セーブ・2000奪三振など、節目の記録に近づいている現役選手と、残り数・現在のペースでの到達見込み日。',
  path: '/records/career/countdown',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function CountdownPage() {
  const countdown = listMilestoneCountdown()
  if (!countdown) {
    return (
      <>
        <PageHeader page={page} />
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">データベースに試合記録がないため、カウントダウンを表示できません。</p>
      </>
    )
  }
  const first = countdown.seasons[0]
  return (
    <>
      <PageHeader page={page} />
      <p className="mb-4 rounded-md border-l-4 border-brand bg-brand-50 px-3 py-2 text-sm text-slate-800">
        このページの「通算」は、データ収録期間内（{first}〜{countdown.season}年）の通算です。それ以前の成績は含みません。
      </p>
      <nav aria-label="記録の種類" className="mb-6">
        <ul className="flex flex-wrap gap-x-2 text-sm sm:gap-y-2">
          {countdown.milestones.map((milestone) => (
            <li key={milestone.id}>
              <a href={`#${milestoneAnchor(milestone)}`} className="group inline-flex min-h-11 items-center sm:min-h-0">
                <span className="rounded-full border border-slate-300 bg-white px-3 py-1 group-hover:border-brand group-hover:text-brand">{milestone.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        <MeikyukaiSummary milestones={countdown.milestones} />
        {countdown.milestones.map((milestone) => (
          <MilestoneSection key={milestone.id} milestone={milestone} season={countdown.season} window={countdown.window} complete={countdown.complete} />
        ))}
        <CountdownMethod countdown={countdown} />
      </div>
    </>
  )
}
