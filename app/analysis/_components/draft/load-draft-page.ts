import 'server-only'
import { getDraftAnalysis } from '@/lib/data/loaders/analysis/draft/get-draft-analysis'
import type { DraftAnalysis } from '@/lib/schemas/draft-analysis'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { describeDraftPage } from './describe-draft-page'
import { parseDraftYear } from './draft-query'

export type DraftPage = {
  /** Null without a database (proxy.ts answers data pages with 503 then; this is the fallback). */
  data: DraftAnalysis | null
  /** The URL asked for a class the data does not cover: the page shows every class and says so. */
  askedYear: number | null
  page: PageDescriptor
}

/**
 * Every class first, to learn which classes the data covers; then the asked class if it is one of
 * them, so that the memo keeps one answer per covered class and none for made-up years.
 */
export function loadDraftPage(params: Record<string, string | string[] | undefined>): DraftPage {
  const asked = parseDraftYear(params)
  const all = getDraftAnalysis(null)
  const covered = asked !== null && all?.years.includes(asked) === true
  const data = covered ? getDraftAnalysis(asked) : all
  return { data, askedYear: asked !== null && !covered ? asked : null, page: describeDraftPage(data) }
}
