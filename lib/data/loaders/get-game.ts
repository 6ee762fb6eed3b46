import 'server-only'
import { cache } from 'react'
import { gameBoxFrom } from './game/game-box'
import { gameDetailFrom } from './game/game-detail'
import { memoPerDatabase } from './memo-per-database'

/** A game's header, line score, decisions and home runs (game/game-detail.ts). */
export const getGameDetail = cache(memoPerDatabase(gameDetailFrom))

/** Both clubs' box score (game/game-box.ts). */
export const getGameBox = cache(memoPerDatabase(gameBoxFrom))
