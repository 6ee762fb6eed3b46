import { chartRacePage } from '@/app/analysis/_components/chart-race/chartRacePage'

const { generateMetadata, Page } = chartRacePage('pitching')

export { generateMetadata }
export default Page
