import { chartRacePage } from '@/app/analysis/_components/chart-race/chartRacePage'

const { generateMetadata, Page } = chartRacePage('batting')

export { generateMetadata }
export default Page
