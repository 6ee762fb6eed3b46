import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateMetadata, Page } = standingsPage('standings')

export { generateMetadata }
export default Page
