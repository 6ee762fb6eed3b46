import { bubbleChartPage } from '@/app/analysis/_components/bubble/bubbleChartPage'

const { generateMetadata, Page } = bubbleChartPage({ scope: 'teams', side: 'batting' })

export { generateMetadata }
export default Page
