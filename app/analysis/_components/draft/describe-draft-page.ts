import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import type { DraftAnalysis } from '@/lib/schemas/draft-analysis'
import { draftHref } from './draft-query'

/** Title, lead, canonical and Dataset of every class together, or of one class. */
export function describeDraftPage(data: DraftAnalysis | null): PageDescriptor {
  const year = data?.year ?? null
  const title = year === null ? 'ドラフト分析' : `${year}年 ドラフト分析`
  const classes = year === null ? 'ドラフト年・順位・出身（高校・大学・社会人・独立リーグ）・球団別に' : `${year}年のドラフト指名選手を順位・出身（高校・大学・社会人・独立リーグ）・球団別に`
  const description = `${classes}、一軍に出場した割合（一軍到達率）と、入団後の通算の価値（リーグ平均の選手と比べて増やした得点）を比較するドラフト分析。`
  const path = draftHref(year)
  const first = data?.first_season ?? null
  const last = data?.last_season ?? null
  return datasetPage({
    title,
    description,
    path,
    crumbs: year === null ? [{ label: '分析' }] : [{ label: '分析' }, { label: 'ドラフト分析', href: draftHref(null) }],
    dataset: {
      coverage: first !== null && last !== null ? (first === last ? String(first) : `${first}/${last}`) : null,
      variables: ['指名数', '一軍出場', '一軍到達率', '通算価値（打撃得点＋投球得点）'],
    },
  })
}
