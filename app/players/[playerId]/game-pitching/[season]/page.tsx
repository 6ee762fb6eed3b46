import { PitchingLogView } from '@/app/players/[playerId]/_components/GameLogView'
import { playerStatsPage } from '@/app/players/[playerId]/_components/playerStatsPage'

const { generateMetadata, Page } = playerStatsPage('game-pitching', ({ profile, season }) => <PitchingLogView playerId={profile.id} name={profile.name} season={season} />)

export { generateMetadata }
export default Page
