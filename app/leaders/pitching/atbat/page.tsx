import { leadersPage } from '@/app/leaders/_components/leadersPage'

const { generateMetadata, Page } = leadersPage('pitching')

export { generateMetadata }
export default Page
