import { BATTED_BALL_ENTRIES } from './batted-ball-entries'
import { BATTING_ENTRIES } from './batting-entries'
import { GLOSSARY_GROUPS, type GlossaryEntry, type GlossaryGroup } from './glossary-entry'
import { PITCH_BOARD_ENTRIES } from './pitch-board-entries'
import { PITCH_ENTRIES } from './pitch-entries'
import { PITCHING_ENTRIES } from './pitching-entries'
import { RUN_MODEL_ENTRIES } from './run-model-entries'
import { SABER_RATE_ENTRIES } from './saber-rate-entries'
import { SIMULATION_ENTRIES } from './simulation-entries'
import { TEAM_ENTRIES } from './team-entries'
import { VALUE_BOARD_ENTRIES } from './value-board-entries'

export const GLOSSARY_PATH = '/columns/glossary'

/** Every stat and term the site shows, in the glossary's order. */
export const GLOSSARY: readonly GlossaryEntry[] = [...BATTING_ENTRIES, ...PITCHING_ENTRIES, ...TEAM_ENTRIES, ...SABER_RATE_ENTRIES, ...RUN_MODEL_ENTRIES, ...VALUE_BOARD_ENTRIES, ...SIMULATION_ENTRIES, ...PITCH_ENTRIES, ...PITCH_BOARD_ENTRIES, ...BATTED_BALL_ENTRIES]

export type GlossarySide = 'batting' | 'pitching'
/** How a table column names its entry: the stat key, and the side where batting and pitching share it. */
export type GlossaryRef = { key: string; side?: GlossarySide }

const answersTo = (entry: GlossaryEntry, key: string) => entry.key === key || (entry.aliases?.includes(key) ?? false)

/**
 * The entry for a DTO key. Batting and pitching lines share keys (`h` is 安打 or 被安打), so a
 * table passes its side: the entry of that side wins, then one that serves both; without a side
 * the batting meaning is the default.
 *
 * @example glossaryEntry('h', 'pitching')?.name // '被安打'
 */
export function glossaryEntry(key: string, side?: GlossarySide): GlossaryEntry | null {
  const candidates = GLOSSARY.filter((entry) => answersTo(entry, key))
  const preferred = side ?? 'batting'
  return (
    candidates.find((entry) => entry.side === preferred) ??
    candidates.find((entry) => entry.side === undefined) ??
    (side === undefined ? candidates[0] : undefined) ??
    null
  )
}

/**
 * Where a stat is explained: `/columns/glossary#<anchor>`, or null for a key the glossary does
 * not know (the caller then shows no link).
 *
 * @example glossaryHref('avg') // '/columns/glossary#avg'
 */
export function glossaryHref(key: string, side?: GlossarySide): string | null {
  const entry = glossaryEntry(key, side)
  return entry ? `${GLOSSARY_PATH}#${entry.anchor}` : null
}

/** The entries of each group in GLOSSARY_GROUPS order, for the page and its table of contents. */
export function glossaryByGroup(): Array<{ group: GlossaryGroup; entries: readonly GlossaryEntry[] }> {
  return GLOSSARY_GROUPS.map((group) => ({ group, entries: GLOSSARY.filter((entry) => entry.group === group) }))
}
