import { BattingLogView } from '@/app/players/[playerId]/_components/GameLogView'
import { playerStatsPage } from '@/app/players/[playerId]/_components/playerStatsPage'

const { generateMetadata, Page } = playerStatsPage('game-batting', ({ profile, season }) => <BattingLogView playerId={profile.id} name={profile.name} season={season} />)

export { generateMetadata }
export default Page
