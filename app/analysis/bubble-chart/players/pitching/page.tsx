import { bubbleChartPage } from '@/app/analysis/_components/bubble/bubbleChartPage'

const { generateMetadata, Page } = bubbleChartPage({ scope: 'players', side: 'pitching' })

export { generateMetadata }
export default Page
