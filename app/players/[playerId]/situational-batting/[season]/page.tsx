import { playerStatsPage } from '@/app/players/[playerId]/_components/playerStatsPage'
import { SplitsView } from '@/app/players/[playerId]/_components/SplitsView'

const { generateMetadata, Page } = playerStatsPage('situational-batting', ({ profile, season, side }) => <SplitsView playerId={profile.id} type={side} season={season} />)

export { generateMetadata }
export default Page
