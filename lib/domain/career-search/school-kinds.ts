/** The four stages of a career a school search covers, in the order a career passes them. */
export const SCHOOL_KINDS = ['high_school', 'university', 'corporate', 'independent'] as const
export type SchoolKind = (typeof SCHOOL_KINDS)[number]

/** Each stage as the search form and the rankings name it. */
export const SCHOOL_KIND_LABELS: Readonly<Record<SchoolKind, string>> = {
  high_school: '高校',
  university: '大学',
  corporate: '社会人',
  independent: '独立リーグ',
}

/** One school (or club) of one stage and how many players the data gives it. */
export type School = { kind: SchoolKind; name: string; players: number }
