import { resolveSituationalView } from '@/app/analysis/_components/situational/resolve-situational-view'
import { describeSituational } from '@/app/analysis/_components/situational/describe-situational'
import { SituationalPage } from '@/app/analysis/_components/situational/SituationalPage'
import type { SearchParams } from '@/app/analysis/_components/situational/situational-query'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describeSituational(resolveSituationalView(await searchParams)))
}

/** /analysis/situational: the latest season's batting view, tables and play finder. */
export default async function SituationalIndexPage({ searchParams }: Props) {
  const params = await searchParams
  return <SituationalPage view={resolveSituationalView(params)} params={params} />
}
