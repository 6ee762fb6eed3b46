import { roundHalfUp } from '@/lib/domain/format/round'

/**
 * How well our derived season lines reproduce NPB's published ones, one field at a time: every
 * official line is compared (none is left out because it disagrees), and each line that differs
 * is kept with its two values so it can be given a cause.
 */
export type StatLine = Readonly<Record<string, number | string | null>>

export type FieldSpec = {
  key: string
  label: string
  /** Rates are compared as printed (three decimals, ERA two); counts exactly. */
  digits?: number
  /** A count summed into the league total; rates have none. */
  total?: boolean
}

export type Residual = { key: string; name: string; team: string; ours: number | null; official: number | null }

export type FieldAgreement = {
  field: FieldSpec
  compared: number
  exact: number
  /** Of the lines the target applies to (100+ PA, 30+ IP). */
  comparedQualified: number
  exactQualified: number
  /** Lines whose count our source does not give per player (shown '-'): not compared as residuals. */
  unsourced: number
  oursTotal: number | null
  officialTotal: number | null
  residuals: Residual[]
}

export type OfficialLine = StatLine & { playerId: string | null; name: string; team: string }

const numberOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** As the pages print it: NPB's tables round half up (.2125 → .213), which toFixed's binary rounding does not. */
const printed = (value: number | null, digits: number | undefined) =>
  value === null || digits === undefined ? value : roundHalfUp(value, digits)

export const lineKey = (playerId: string | null, team: string) => `${playerId ?? '?'}|${team}`

/**
 * @example compareField([{ playerId: '1', name: 'A', team: 'g', r: 70 }], new Map([['1|g', { r: 71 }]]), { key: 'r', label: 'R', total: true }, () => true)
 *   → compared 1, exact 0, oursTotal 71, officialTotal 70, one residual (71 vs 70)
 */
export function compareField(
  official: readonly OfficialLine[],
  ours: ReadonlyMap<string, StatLine>,
  field: FieldSpec,
  qualifies: (line: OfficialLine) => boolean,
): FieldAgreement {
  const result: FieldAgreement = {
    field, compared: 0, exact: 0, comparedQualified: 0, exactQualified: 0, unsourced: 0,
    oursTotal: field.total ? 0 : null, officialTotal: field.total ? 0 : null, residuals: [],
  }
  for (const line of official) {
    const mine = ours.get(lineKey(line.playerId, line.team))
    const theirs = printed(numberOf(line[field.key]), field.digits)
    const value = printed(numberOf(mine?.[field.key]), field.digits)
    const equal = mine !== undefined && value === theirs
    const qualified = qualifies(line)
    result.compared++
    if (qualified) result.comparedQualified++
    if (equal) {
      result.exact++
      if (qualified) result.exactQualified++
    } else if (field.total && mine !== undefined && value === null && theirs !== null) {
      result.unsourced++
    } else {
      result.residuals.push({ key: field.key, name: line.name, team: line.team, ours: mine === undefined ? null : value, official: theirs })
    }
    if (field.total) result.officialTotal = (result.officialTotal ?? 0) + (theirs ?? 0)
  }
  // Our total counts every line of ours, also those no official line matches.
  if (field.total) result.oursTotal = [...ours.values()].reduce((sum, line) => sum + (numberOf(line[field.key]) ?? 0), 0)
  return result
}

/** Our lines no official line matches (a player the tables do not list for that club). */
export function unmatchedLines(official: readonly OfficialLine[], ours: ReadonlyMap<string, StatLine>): string[] {
  const theirs = new Set(official.map((line) => lineKey(line.playerId, line.team)))
  return [...ours.keys()].filter((key) => !theirs.has(key))
}

/** 'Keuchel Dallas' and 'Dallas Keuchel' alike: NPB's tables print romaji family name first, npb.jp's game files given name first. */
export const romajiKey = (name: string) => name.toLowerCase().replace(/[^a-z ]/g, '').split(/\s+/).filter(Boolean).sort().join(' ')

/**
 * Official lines the rosters could not give an id (a player signed after the roster snapshots)
 * are joined by romaji name and club to the players our data holds.
 */
export function joinByRomaji<L extends { playerId: string | null; name: string; team: string }>(
  lines: readonly L[],
  players: readonly { id: string; romaji: string | null; team: string }[],
): L[] {
  const byKey = new Map<string, string[]>()
  for (const player of players) {
    if (!player.romaji) continue
    const key = `${player.team}|${romajiKey(player.romaji)}`
    byKey.set(key, [...new Set([...(byKey.get(key) ?? []), player.id])])
  }
  return lines.map((line) => {
    if (line.playerId !== null) return line
    const ids = byKey.get(`${line.team}|${romajiKey(line.name)}`) ?? []
    return ids.length === 1 && ids[0] !== undefined ? { ...line, playerId: ids[0] } : line
  })
}
