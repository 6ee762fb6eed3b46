import 'server-only'
import { resolvePlayerIds, type IdResolution } from '@/lib/domain/import/reference/resolve-player-ids'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { readSeasonRosters } from './read-season-rosters'
import { chrisj117RawFile, readReferenceText, requireReferenceFile } from './reference-file'

/** R: first team (一軍), F: farm (二軍), P: postseason — the last letter of chrisj117's StatsRaw file names. */
export type ReferenceSquad = 'R' | 'F' | 'P'

/** An official season table with npb.jp ids joined in, and how well the join went. */
export type OfficialTable<L> = { file: string; lines: L[]; ids: IdResolution }

type Parse<L> = (text: string, file: string) => L[]

export function readOfficialTable<L extends { playerId: string | null; name: string; team: TeamCode }>(
  season: number,
  dir: string,
  stem: string,
  parse: Parse<L>,
): OfficialTable<L> {
  const file = requireReferenceFile(dir, [chrisj117RawFile(season, stem)])
  const { lines, ids } = resolvePlayerIds(parse(readReferenceText(dir, file), file), readSeasonRosters(season, dir))
  return { file, lines, ids }
}
