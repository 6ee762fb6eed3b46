import { standingsPage } from '@/app/records/season/_components/standingsPage'

const { generateMetadata, Page } = standingsPage('trends')

export { generateMetadata }
export default Page
