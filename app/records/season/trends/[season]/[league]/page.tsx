import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateLeagueStaticParams: generateStaticParams, generateMetadata, Page } = standingsPage('trends')

export { generateStaticParams, generateMetadata }
export default Page
