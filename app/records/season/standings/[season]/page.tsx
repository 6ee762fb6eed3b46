import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateStaticParams, generateMetadata, Page } = standingsPage('standings')

export { generateStaticParams, generateMetadata }
export default Page
