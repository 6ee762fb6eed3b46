import { latestSeason, previousSeason } from './database'
import { testFitsPhone } from './phone-fit'

const SEASON = latestSeason()
const STRATEGY = '/teams/player-strategy'

testFitsPhone([
  '/teams/t/info',
  `/teams/h/info?season=${previousSeason()}`,
  `/teams/g/batting/${SEASON}`,
  `/teams/t/pitching/${SEASON}`,
  '/teams/g/score',
  `/teams/bs/score?season=${previousSeason()}`,
  `${STRATEGY}/pitching/season/${SEASON}/all`,
  `${STRATEGY}/pitching/monthly/${SEASON}/g/all`,
  `${STRATEGY}/fielding/season/${SEASON}/c/win`,
  '/teams/starting-lineup',
  `/teams/starting-lineup/${SEASON}/g`,
])
