import { previousSeason } from './database'
import { testFitsPhone } from './phone-fit'

testFitsPhone(['/game-stats/run-value', `/game-stats/run-value?season=${previousSeason()}&league=pacific`])
