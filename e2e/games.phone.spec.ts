import { queryOne } from './database'
import { testFitsPhone } from './phone-fit'

// The longest simulated game: the most line-score columns and box rows a phone has to hold.
const LONGEST = queryOne<{ id: string }>("SELECT id FROM games WHERE source = 'sim' ORDER BY innings DESC, id DESC LIMIT 1").id

testFitsPhone([`/games/${LONGEST}`, '/game-results', '/game-results/mvp/monthly', '/game-results/mvp/daily'])
