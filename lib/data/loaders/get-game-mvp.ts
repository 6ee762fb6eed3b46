import 'server-only'
import { cache } from 'react'
import { dailyMvpsFrom } from './game-mvp/daily-mvps'
import { monthlyWpaFrom } from './game-mvp/monthly-wpa'
import { mvpMonthsFrom } from './game-mvp/mvp-months'
import { memoPerDatabase } from './memo-per-database'

/** Each game of a day with its MVP by WPA (game-mvp/daily-mvps.ts). */
export const getDailyMvps = cache(memoPerDatabase(dailyMvpsFrom))

/** A month's regular-season WPA leaders per league (game-mvp/monthly-wpa.ts). */
export const getMonthlyWpaLeaders = cache(memoPerDatabase(monthlyWpaFrom))

/** The months with regular-season games (game-mvp/mvp-months.ts). */
export const listMvpMonths = cache(memoPerDatabase(mvpMonthsFrom))
