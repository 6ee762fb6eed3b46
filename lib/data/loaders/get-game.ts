import 'server-only'
import { cache } from 'react'
import { dramaticGamesFrom } from './game/dramatic-games'
import { gameBoxFrom } from './game/game-box'
import { gameDatesFrom } from './game/game-dates'
import { gameDetailFrom } from './game/game-detail'
import { gamePitchesFrom } from './game/game-pitches'
import { gamePlaysFrom } from './game/game-plays'
import { memoPerDatabase } from './memo-per-database'

/** A game's header, line score, decisions and home runs (game/game-detail.ts). */
export const getGameDetail = cache(memoPerDatabase(gameDetailFrom))

/** Both clubs' box score (game/game-box.ts). */
export const getGameBox = cache(memoPerDatabase(gameBoxFrom))

/** A day's game ids and the dates with games around it (game/game-dates.ts). */
export const getGameDates = cache(memoPerDatabase(gameDatesFrom))

/** A game's play-by-play, win-probability line, biggest plays and hero (game/game-plays.ts). */
export const getGamePlays = cache(memoPerDatabase(gamePlaysFrom))

/** A game's pitches by PA (game/game-pitches.ts). */
export const getGamePitches = cache(memoPerDatabase(gamePitchesFrom))

/** A season's ten most dramatic games by Σ|WPA| (game/dramatic-games.ts). */
export const getDramaticGames = cache(memoPerDatabase(dramaticGamesFrom))
