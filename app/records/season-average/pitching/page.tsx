import { seasonAveragePage } from '@/app/records/season-average/_components/seasonAveragePage'

const { generateMetadata, Page } = seasonAveragePage('pitching')

export { generateMetadata }
export default Page
