import { seasonRecordPage } from '@/app/records/season/_components/seasonRecordPage'

const { generateStaticParams, generateMetadata, Page } = seasonRecordPage('teams')

export { generateStaticParams, generateMetadata }
export default Page
