import 'server-only'
import type Database from 'better-sqlite3'
import { readOfficialBatting } from '@/lib/data/sources/reference/read-official-batting'
import { readOfficialPitching } from '@/lib/data/sources/reference/read-official-pitching'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { BATTING_TITLE_TYPES, PITCHING_TITLE_TYPES } from '@/lib/domain/titles/statistical-titles'
import { seasonTitles } from '@/lib/domain/titles/season-titles'
import type { BattingRow, PitchingRow } from '@/lib/domain/titles/season-lines'
import { joinByRomaji } from '@/lib/domain/verify/field-agreement'
import { seasonPlayers } from './season-players'

export const STATISTICAL_TITLE_TYPES = [...BATTING_TITLE_TYPES, ...PITCHING_TITLE_TYPES] as const

/** Per title type and league, the winners as `playerId value`, value as printed (three decimals). */
export type TitleWinners = Record<string, string[]>

/** One winner as the comparison keys him, whichever side (official tables or our page) he comes from. */
export const winnerKey = (playerId: string, value: number) => `${playerId} ${value.toFixed(3)}`

/**
 * NPB's statistical titles worked out from the official season tables by the same rules our
 * titles page uses, for comparison with the page's. The tables print no relief wins, so 最優秀中継ぎ's
 * holdpoints are the official holds plus the relief wins our data holds for the pitcher.
 */
export function officialTitleWinners(db: Database.Database, dir: string, season: number): TitleWinners {
  const players = seasonPlayers(db, season)
  const reliefWins = new Map(db.prepare<[number], { key: string; wins: number }>(
    "SELECT player_id || '|' || team AS key, hp - hld AS wins FROM player_season_pitching WHERE season = ?",
  ).all(season).map((row) => [row.key, row.wins]))
  const teamGames = new Map(db.prepare<[number], { team: string; games: number }>("SELECT team, games FROM standings WHERE season = ? AND league <> 'npb'").all(season)
    .flatMap((row) => (row.team in TEAM_BY_CODE ? [[row.team as keyof typeof TEAM_BY_CODE, row.games] as const] : [])))
  const batting: BattingRow[] = joinByRomaji(readOfficialBatting(season, dir).lines, players).flatMap((line) => line.playerId === null ? [] : [{
    playerId: line.playerId, team: line.team, league: TEAM_BY_CODE[line.team].league, g: line.g, pa: line.pa, ab: line.ab, h: line.h, hr: line.hr,
    rbi: line.rbi, sb: line.sb, bb: line.bb, hbp: line.hbp, sf: line.sf, wraa: null,
  }])
  const pitching: PitchingRow[] = joinByRomaji(readOfficialPitching(season, dir).lines, players).flatMap((line) => line.playerId === null ? [] : [{
    playerId: line.playerId, team: line.team, league: TEAM_BY_CODE[line.team].league, g: line.g, gs: 0, w: line.w, l: line.l, sv: line.sv,
    hld: line.hld, hp: line.hld + (reliefWins.get(`${line.playerId}|${line.team}`) ?? 0), cg: line.cg, outs: line.outs, so: line.so, er: line.er,
    fip: null, leagueEra: null,
  }])
  const titles = seasonTitles({ batting, pitching, fielding: [], catching: [], teamGames, rookies: null })
  return Object.fromEntries(STATISTICAL_TITLE_TYPES.flatMap((type) => titles[type].map((result) => [
    `${type} ${result.scope}`, result.winners.map((winner) => winnerKey(winner.playerId, winner.value)).sort(),
  ])))
}
