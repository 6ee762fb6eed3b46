import { valueBoardPage } from '@/app/analysis/_components/value-boards/valueBoardPage'

const { generateMetadata, Page } = valueBoardPage('re24', 'batting')

export { generateMetadata }
export default Page
