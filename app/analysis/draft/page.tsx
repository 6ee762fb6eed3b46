import { DraftAnalysisContent } from '@/app/analysis/_components/draft/DraftAnalysisContent'
import { loadDraftPage } from '@/app/analysis/_components/draft/load-draft-page'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/draft'>

/** `?year=` picks one draft class; anything the data does not cover shows every class with a note. */
async function load({ searchParams }: Props) {
  return loadDraftPage(await searchParams)
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /analysis/draft: draft classes by round, source and club — who reached the first team and what their careers were worth. */
export default async function DraftAnalysisPage(props: Props) {
  return <DraftAnalysisContent loaded={await load(props)} />
}
