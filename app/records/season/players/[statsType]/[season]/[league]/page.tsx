import { seasonRecordPage } from '@/app/records/season/_components/seasonRecordPage'

const { generateLeagueStaticParams: generateStaticParams, generateMetadata, Page } = seasonRecordPage('players')

export { generateStaticParams, generateMetadata }
export default Page
