import { leadersPage } from '@/app/leaders/_components/leadersPage'

const { generateMetadata, Page } = leadersPage('batting')

export { generateMetadata }
export default Page
