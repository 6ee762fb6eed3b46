import 'server-only'
import { parseRoster, type RosterEntry } from '@/lib/domain/import/reference/roster-entry'
import { chrisj117RawFile, findReferenceFile, readReferenceText } from './reference-file'

function readRoster(season: number, dir: string): RosterEntry[] {
  return (['en', 'jp'] as const).flatMap((language) => {
    const file = findReferenceFile(dir, [chrisj117RawFile(season, `raw_roster_data_${language}`)])
    return file === null ? [] : parseRoster(readReferenceText(dir, file), file)
  })
}

/**
 * Rosters to join a season's lines against, best first: the season's own, then the next and the
 * previous season's. Each roster is a snapshot taken on some day, so a player signed or released
 * mid-season is often only on a neighbour. English and Japanese rosters are merged: romaji and
 * kanji names never collide, and postseason tables print kanji.
 */
export function readSeasonRosters(season: number, dir: string): RosterEntry[][] {
  return [season, season + 1, season - 1].map((year) => readRoster(year, dir)).filter((roster) => roster.length > 0)
}
