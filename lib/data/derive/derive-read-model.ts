import 'server-only'
import type { Db } from '@/lib/data/db'
import { TEAMS, type TeamCode } from '@/lib/domain/teams/teams'
import { COUNT_TRANSITIONS_SQL, deriveCountTables } from './count-transitions'
import { COUNT_VALUES_SQL } from './count-values'
import { loadSeasonPas } from './half-innings'
import { deriveLeagueConstants, LEAGUE_CONSTANTS_SQL } from './league-constants'
import { deriveParkFactors, PARK_FACTORS_SQL } from './park-factors'
import { derivePitchBoardLines, PITCH_BOARD_LINES_SQL } from './pitch-board-lines'
import { derivePlayerRates } from './player-rates'
import { deriveSeasonCounts, READ_MODEL_COUNTS_SQL } from './season-counts'
import { deriveStandings, STANDINGS_SQL } from './standings'
import { TEAM_TOTALS_SQL } from './team-totals'
import { deriveValueLines, VALUE_LINES_SQL } from './value-lines'
import { deriveVenueFactors, VENUE_FACTORS_SQL } from './venue-factors'
import { deriveWinValues, WIN_VALUES_SQL } from './win-values'

/**
 * Everything pages read, derived from the event store by our own code: season lines, standings,
 * league constants (RE24, linear weights, wOBA, FIP), park factors (per club and per venue), the rates built on them, and
 * win expectancy with each PA's WPA and leverage, each count's run value and the outcomes of PAs through each count,
 * and every player's season of WPA, RE24 and linear-weights runs (the analysis boards).
 */
export function deriveReadModel(db: Db): void {
  db.exec(READ_MODEL_COUNTS_SQL + STANDINGS_SQL + LEAGUE_CONSTANTS_SQL + PARK_FACTORS_SQL + VENUE_FACTORS_SQL + WIN_VALUES_SQL + COUNT_VALUES_SQL + COUNT_TRANSITIONS_SQL + TEAM_TOTALS_SQL + PITCH_BOARD_LINES_SQL + VALUE_LINES_SQL)
  const insertTeam = db.prepare('INSERT INTO teams VALUES (?, ?, ?, ?)')
  for (const team of TEAMS) insertTeam.run(team.id, team.league, team.fullName, team.shortName)
  deriveSeasonCounts(db)
  const seasons = db.prepare<[], { season: number }>("SELECT DISTINCT season FROM games ORDER BY season").all().map((row) => row.season)
  const firstSeason = seasons[0] ?? 0
  let previousRank = new Map<TeamCode, number>()
  for (const season of seasons) {
    db.transaction(() => {
      const ranks = deriveStandings(db, season, (team) => previousRank.get(team) ?? 0)
      previousRank = ranks
      const pas = loadSeasonPas(db, season)
      const constants = deriveLeagueConstants(db, season, pas)
      const parks = deriveParkFactors(db, season, firstSeason)
      deriveVenueFactors(db, season, firstSeason)
      derivePlayerRates(db, season, constants, parks)
      deriveWinValues(db, season, pas, loadSeasonPas(db, season, 'postseason'))
      deriveValueLines(db, season)
      deriveCountTables(db, season)
      derivePitchBoardLines(db, season)
    })()
  }
  db.exec(`
    CREATE INDEX batting_season ON player_season_batting (season, league);
    CREATE INDEX pitching_season ON player_season_pitching (season, league);
    CREATE INDEX batting_player ON player_season_batting (player_id);
    CREATE INDEX pitching_player ON player_season_pitching (player_id);
  `)
}
