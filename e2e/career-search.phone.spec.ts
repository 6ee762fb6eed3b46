import { queryOne } from './database'
import { testFitsPhone } from './phone-fit'

const school = queryOne<{ name: string }>("SELECT high_school AS name FROM players WHERE high_school <> '' GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1").name

testFitsPhone(['/players/career-search', `/players/career-search?school=${encodeURIComponent(school)}&kind=high_school`])
