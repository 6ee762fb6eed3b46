import { careerPage } from '@/app/records/career/players/_components/careerPage'

const { generateMetadata, Page } = careerPage('pitching')

export { generateMetadata }
export default Page
