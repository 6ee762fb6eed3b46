import { SCHOOL_KIND_LABELS, SCHOOL_KINDS, type SchoolKind } from '@/lib/domain/career-search/school-kinds'

/** Where a drafted player came from: the last stage of his career before the draft, one of the career search's four. */
export const DRAFT_SOURCES = SCHOOL_KINDS
export type DraftSource = SchoolKind
export const DRAFT_SOURCE_LABELS = SCHOOL_KIND_LABELS

/**
 * The draft source of a stored career path. A university graduate who then played for a company
 * team was drafted out of 社会人, as the draft lists him; a path the source does not give (or a
 * foreign player's) has none.
 *
 * @example draftSource('university_corporate') // 'corporate'
 */
export function draftSource(careerPath: string | null): DraftSource | null {
  if (careerPath === 'university_corporate') return 'corporate'
  return (DRAFT_SOURCES as readonly (string | null)[]).includes(careerPath) ? (careerPath as DraftSource) : null
}
