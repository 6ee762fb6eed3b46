import { TrendsBody } from '@/app/records/season/_components/standings/TrendsBody'
import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateLeagueStaticParams: generateStaticParams, generateMetadata, Page } = standingsPage('trends', TrendsBody)

export { generateStaticParams, generateMetadata }
export default Page
