import { testFitsPhone } from './phone-fit'
import { BATTER, PITCHER, SEASON } from './player-analysis-data'

testFitsPhone([
  `/players/${PITCHER}/pitch-analysis/${SEASON}/details`,
  `/players/${PITCHER}/pitch-analysis/${SEASON}/pitch-type`,
  `/players/${PITCHER}/pitch-analysis/${SEASON}/zone`,
  `/players/${BATTER}/batting-analysis/${SEASON}/zone?metric=avg`,
  `/players/${BATTER}/batting-analysis/${SEASON}/count`,
])
