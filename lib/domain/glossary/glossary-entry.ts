import type { ColumnSlug, TitleType } from '@/lib/route-params'

export const GLOSSARY_GROUPS = ['batting', 'pitching', 'team', 'saber', 'pitch'] as const
export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number]
export const GLOSSARY_GROUP_LABELS: Readonly<Record<GlossaryGroup, string>> = {
  batting: '打撃',
  pitching: '投手',
  team: '守備・チーム',
  saber: 'セイバーメトリクス',
  pitch: '投球・打席分析',
}

/** A formula as the site computes it, with one worked example in numbers. */
export type GlossaryFormula = { text: string; example: string }

/** One stat or term of the site, as the glossary explains it. */
export type GlossaryEntry = {
  /** The stat key in the DTOs (`avg`, `era`, `wrc_plus`); a term no DTO carries has a key of its own. */
  key: string
  /** Other DTO keys that show the same stat (`games_behind_display` for `games_behind`). */
  aliases?: readonly string[]
  /**
   * Which line the key belongs to where batting and pitching lines share it (`h` is 安打 for a
   * batter, 被安打 for a pitcher). Entries without a side answer for either.
   */
  side?: 'batting' | 'pitching'
  /** The URL fragment on /columns/glossary; unique. */
  anchor: string
  group: GlossaryGroup
  /** The Japanese name, as table headers and titles say it. */
  name: string
  /** The English abbreviation, where one is in use (AVG, ERA, wRC+). */
  abbr?: string
  definition: string
  formula?: GlossaryFormula
  /** How this site counts, rounds or displays it where conventions differ. */
  convention?: string
  /** NPB's own rule or what the NPB sources do and do not record. */
  npb?: string
  /** Titles decided on this stat. */
  titles?: readonly TitleType[]
  /** The method article that explains it at length. */
  article?: ColumnSlug
}

type EntryInput = Omit<GlossaryEntry, 'group' | 'anchor'> & { anchor?: string }

/**
 * Entries of one group. The anchor is the key, and `pitching-<key>` for the pitching meaning of a
 * key batting lines share (/columns/glossary#pitching-h is 被安打), unless an entry names its own.
 */
export function entryIn(group: GlossaryGroup): (entry: EntryInput) => GlossaryEntry {
  return (entry) => ({ anchor: entry.side === 'pitching' ? `pitching-${entry.key}` : entry.key, group, ...entry })
}
