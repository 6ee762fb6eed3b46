import 'server-only'
import { parseOfficialBatting, type OfficialBattingLine } from '@/lib/domain/import/reference/official-batting-line'
import { NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { readOfficialTable, type OfficialTable, type ReferenceSquad } from './read-official-table'

/** NPB's published batting lines for a season, player ids joined from the rosters. */
export function readOfficialBatting(season: number, dir: string = NPB_DATA_DIR, squad: ReferenceSquad = 'R'): OfficialTable<OfficialBattingLine> {
  return readOfficialTable(season, dir, `StatsRawB${squad}`, parseOfficialBatting)
}
