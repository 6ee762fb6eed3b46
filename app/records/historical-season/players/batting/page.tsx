import { historicalSeasonPage } from '@/app/records/historical-season/players/_components/historicalSeasonPage'

const { generateMetadata, Page } = historicalSeasonPage('batting')

export { generateMetadata }
export default Page
