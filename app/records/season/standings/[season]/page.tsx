import { StandingsBody } from '@/app/records/season/_components/standings/StandingsBody'
import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateStaticParams, generateMetadata, Page } = standingsPage('standings', StandingsBody)

export { generateStaticParams, generateMetadata }
export default Page
