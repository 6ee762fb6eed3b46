import 'server-only'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from './memo-per-database'

type Latest = { player_id: string; season: number; side: 'batting' | 'pitching' }

/**
 * One page per player who has a regular-season line: his career page of the latest season he
 * played, on his pitching side when he pitched that season and is a pitcher by position (or never
 * batted). For the sitemap, built once per database: a whole-table read is fine here.
 */
export function playerPagesFrom(db: Db): string[] {
  const rows = db
    .prepare<[], Latest>(
      `WITH lines AS (
         SELECT player_id, season, 'batting' AS side FROM player_season_batting WHERE pa > 0
         UNION SELECT player_id, season, 'pitching' AS side FROM player_season_pitching WHERE bf > 0),
       latest AS (SELECT player_id, MAX(season) AS season FROM lines GROUP BY player_id)
       SELECT l.player_id, l.season,
         CASE WHEN EXISTS (SELECT 1 FROM lines x WHERE x.player_id = l.player_id AND x.season = l.season AND x.side = 'pitching')
           AND (p.primary_position = 'P' OR NOT EXISTS (SELECT 1 FROM lines x WHERE x.player_id = l.player_id AND x.season = l.season AND x.side = 'batting'))
           THEN 'pitching' ELSE 'batting' END AS side
       FROM latest l JOIN players p ON p.id = l.player_id
       ORDER BY l.player_id`,
    )
    .all()
  return rows.map((row) => playerCareerHref(row.player_id, row.side, row.season))
}

export const listPlayerPages = memoPerDatabase(playerPagesFrom)
