import { CareerView } from '@/app/players/[playerId]/_components/CareerView'
import { parseCareerQuery } from '@/app/players/[playerId]/_components/career-query'
import { playerStatsPage } from '@/app/players/[playerId]/_components/playerStatsPage'

const { generateMetadata, Page } = playerStatsPage('career-pitching', ({ profile, season, side, path, search }) => (
  <CareerView playerId={profile.id} name={profile.name} type={side} season={season} query={parseCareerQuery(side, search)} path={path} />
))

export { generateMetadata }
export default Page
