import { teamSeasonPage } from '@/app/teams/[teamId]/_components/teamSeasonPage'

const { generateMetadata, Page } = teamSeasonPage('batting')

export { generateMetadata }
export default Page
