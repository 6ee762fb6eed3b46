import { seasonAveragePage } from '@/app/records/season-average/_components/seasonAveragePage'

const { generateMetadata, Page } = seasonAveragePage('batting')

export { generateMetadata }
export default Page
