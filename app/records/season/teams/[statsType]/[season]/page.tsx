import { seasonRecordPage } from '@/app/records/season/_components/seasonRecordPage'

const { generateMetadata, Page } = seasonRecordPage('teams')

export { generateMetadata }
export default Page
