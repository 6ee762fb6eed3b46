import type { StatSide } from '@/lib/schemas/stat-lines'

/** The explorer's two pages; kept apart from the href builders, which read the split filter's zod schema, so the controls' first load carries no zod. */
export const EXPLORER_PATHS: Readonly<Record<StatSide, string>> = { batting: '/stats/batting', pitching: '/stats/pitching' }
