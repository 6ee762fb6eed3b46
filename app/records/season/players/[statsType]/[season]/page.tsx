import { seasonRecordPage } from '@/app/records/season/_components/seasonRecordPage'

const { generateMetadata, Page } = seasonRecordPage('players')

export { generateMetadata }
export default Page
