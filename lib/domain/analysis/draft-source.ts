/** Where a drafted player came from: the last stage of his career before the draft. */
export const DRAFT_SOURCES = ['high_school', 'university', 'corporate', 'independent'] as const
export type DraftSource = (typeof DRAFT_SOURCES)[number]

export const DRAFT_SOURCE_LABELS: Readonly<Record<DraftSource, string>> = {
  high_school: '高校',
  university: '大学',
  corporate: '社会人',
  independent: '独立リーグ',
}

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
