import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { playerNameFormsSchema, type PlayerNameForms } from '@/lib/schemas/players'
import { memoPerDatabase } from './memo-per-database'

/** Which name forms the data holds, so the list shows a reading column only where there are readings and says why not. */
export function playerNameFormsFrom(db: Db): PlayerNameForms {
  const row = db.prepare<[], PlayerNameForms>('SELECT COUNT(*) AS players, COUNT(name_kana) AS kana, COUNT(name_romaji) AS romaji FROM players').get()
  return playerNameFormsSchema.parse(row ?? { players: 0, kana: 0, romaji: 0 })
}

export const getPlayerNameForms = cache(memoPerDatabase(playerNameFormsFrom))
