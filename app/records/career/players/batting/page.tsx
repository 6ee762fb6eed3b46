import { careerPage } from '@/app/records/career/players/_components/careerPage'

const { generateMetadata, Page } = careerPage('batting')

export { generateMetadata }
export default Page
