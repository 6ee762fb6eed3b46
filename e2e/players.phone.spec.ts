import { latestSeason, sampleBatterId, samplePitcherId } from './database'
import { testFitsPhone } from './phone-fit'

const SEASON = latestSeason()
const BATTER = sampleBatterId(SEASON)
const PITCHER = samplePitcherId(SEASON)

testFitsPhone([
  `/players/${BATTER}/career-batting/${SEASON}`,
  `/players/${BATTER}/game-batting/${SEASON}`,
  `/players/${BATTER}/situational-batting/${SEASON}`,
  `/players/${PITCHER}/career-pitching/${SEASON}?group=saber`,
  `/players/${PITCHER}/game-pitching/${SEASON}`,
  '/players/list?pos=P&status=active&sort=age',
  '/players/list?q=むら&team=g',
])
