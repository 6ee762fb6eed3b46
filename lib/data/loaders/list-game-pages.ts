import 'server-only'
import type { Db } from '@/lib/data/db'
import type { GamePage } from '@/lib/seo/game-sitemap-entry'
import { memoPerDatabase } from './memo-per-database'

/** Every game of the database, oldest first (an id starts with its date): each has a page. For the sitemap, read once per database. */
export function gamePagesFrom(db: Db): GamePage[] {
  return db.prepare<[], GamePage>('SELECT id, season FROM games ORDER BY id').all()
}

export const listGamePages = memoPerDatabase(gamePagesFrom)
