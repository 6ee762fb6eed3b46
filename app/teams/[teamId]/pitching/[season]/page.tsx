import { teamSeasonPage } from '@/app/teams/[teamId]/_components/teamSeasonPage'

const { generateMetadata, Page } = teamSeasonPage('pitching')

export { generateMetadata }
export default Page
