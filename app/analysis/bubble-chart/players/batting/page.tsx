import { bubbleChartPage } from '@/app/analysis/_components/bubble/bubbleChartPage'

const { generateMetadata, Page } = bubbleChartPage({ scope: 'players', side: 'batting' })

export { generateMetadata }
export default Page
