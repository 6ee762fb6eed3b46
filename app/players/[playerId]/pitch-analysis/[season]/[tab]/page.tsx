import { playerAnalysisPage } from '@/app/players/[playerId]/_components/playerAnalysisPage'

const { generateMetadata, Page } = playerAnalysisPage('pitch-analysis')

export { generateMetadata }
export default Page
