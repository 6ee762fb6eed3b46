import { COLUMN_GROUP_LABELS, COLUMN_GROUPS, playerColumns } from '@/components/stats/records/stat-columns'
import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { getPlayerCareer } from '@/lib/data/loaders/get-player-career'
import type { RecordType } from '@/lib/schemas/career'
import { CareerChart } from './CareerChart'
import { careerQueryHref, type CareerQuery } from './career-query'
import { CareerTable } from './CareerTable'
import { PostseasonTable } from './PostseasonTable'

type Props = { playerId: string; name: string; type: RecordType; season: number; query: CareerQuery; path: string }

/** 年度別成績: every regular-season line of one side, in the records pages' column groups. */
export function CareerView({ playerId, name, type, season, query, path }: Props) {
  const { group, metric } = query
  const href = (choice: Partial<{ group: typeof group; metric: string }>) => careerQueryHref(path, type, { group, metric: metric.key, ...choice })
  const career = getPlayerCareer(playerId, type)
  if (!career) return <p className="text-sm text-slate-700">{type === 'batting' ? '打席' : '登板'}の記録がありません。</p>
  return (
    <section aria-label="年度別成績" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <LinkTabs label="表示項目" activeHref={href({})} tabs={COLUMN_GROUPS.map((choice) => ({ href: href({ group: choice }), label: COLUMN_GROUP_LABELS[choice] }))} />
        <CsvDownloadLink href={`/api/players/${playerId}/career?type=${type}&group=${group}`} />
      </div>
      <CareerTable career={career} columns={playerColumns(type, group)} caption={`${name} 年度別${type === 'batting' ? '打撃' : '投手'}成績（レギュラーシーズン）`} season={season} />
      <p className="text-xs text-slate-600">
        * はリーグ1位（率は規定到達者の中で）。「規」は規定{type === 'batting' ? '打席' : '投球回'}到達。
        {type === 'batting' ? '通算のwRC+は年度ごとのリーグ・球場補正を合算できないため「-」です。' : '通算のFIPは各年度のFIPを投球回で加重平均した値です。'}
      </p>
      <CareerChart career={career} name={name} metric={metric} choices={playerColumns(type, group)} href={(key) => `${href({ metric: key })}#career-chart`} />
      <PostseasonTable playerId={playerId} name={name} type={type} />
    </section>
  )
}
