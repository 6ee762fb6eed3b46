import { latestSeason, queryOne } from './database'
import { testFitsPhone } from './phone-fit'

/** A batter of the latest season whose name the search box is given in part, read from the database. */
const { name } = queryOne<{ name: string }>(
  "SELECT b.name_kanji AS name FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN players b ON b.id = p.batter_id WHERE g.season = ? GROUP BY p.batter_id ORDER BY COUNT(*) DESC, p.batter_id LIMIT 1",
  latestSeason(),
)

testFitsPhone(['/simulation/matchup', `/simulation/matchup?bq=${encodeURIComponent(name.slice(0, 2))}&season=career`])
