import 'server-only'
import type { Db } from '@/lib/data/db'
import { isKnownSeason } from '@/lib/seasons'
import { byDate, clubGame, type ClubGame, type GameScoreRow } from '@/lib/domain/teams/club-games'
import type { TeamCode } from '@/lib/domain/teams/teams'

/** The regular season, interleague included (lib/data/derive/season-counts.ts): the postseason is not a club's season record. */
const REGULAR = "kind IN ('regular', 'interleague')"

/** A club's regular-season games of a season from its side, oldest first. */
export function clubSeasonGames(db: Db, team: TeamCode, season: number): ClubGame[] {
  return db
    .prepare<[number, TeamCode, TeamCode], GameScoreRow>(
      `SELECT id, date, home, away, home_runs, away_runs FROM games WHERE season = ? AND (home = ? OR away = ?) AND ${REGULAR}`,
    )
    .all(season, team, team)
    .flatMap((row) => clubGame(row, team) ?? [])
    .sort(byDate)
}

/**
 * The seasons the site serves in which the club played a regular-season game (the standings count
 * them), newest first: an 一球速報 sample of a later season is not one.
 */
export function clubSeasons(db: Db, team: TeamCode): number[] {
  return db
    .prepare<[TeamCode], { season: number }>('SELECT season FROM standings WHERE team = ? AND games > 0 ORDER BY season DESC')
    .all(team)
    .map((row) => row.season)
    .filter(isKnownSeason)
}

/** The last season of the data, any club's: a season before it is over. */
export function latestSeason(db: Db): number | null {
  return db.prepare<[], { season: number | null }>('SELECT MAX(season) AS season FROM standings WHERE games > 0').get()?.season ?? null
}
