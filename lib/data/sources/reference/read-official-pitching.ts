import 'server-only'
import { parseOfficialPitching, type OfficialPitchingLine } from '@/lib/domain/import/reference/official-pitching-line'
import { NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { readOfficialTable, type OfficialTable, type ReferenceSquad } from './read-official-table'

/** NPB's published pitching lines for a season (innings as outs), player ids joined from the rosters. */
export function readOfficialPitching(season: number, dir: string = NPB_DATA_DIR, squad: ReferenceSquad = 'R'): OfficialTable<OfficialPitchingLine> {
  return readOfficialTable(season, dir, `StatsRawP${squad}`, parseOfficialPitching)
}
