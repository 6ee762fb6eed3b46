import { previousSeason } from './database'
import { testFitsPhone } from './phone-fit'

testFitsPhone(['/analysis/wpa/pitching', '/analysis/re24/batting?qualified=false', `/analysis/lwts/batting?season=${previousSeason()}&league=central`])
