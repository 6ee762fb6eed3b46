import { bubbleChartPage } from '@/app/analysis/_components/bubble/bubbleChartPage'

/** The batting chart, drawn here too; its canonical is /analysis/bubble-chart/teams/batting. */
const { generateMetadata, Page } = bubbleChartPage({ scope: 'teams', side: 'batting' })

export { generateMetadata }
export default Page
