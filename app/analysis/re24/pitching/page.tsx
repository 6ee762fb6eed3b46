import { valueBoardPage } from '@/app/analysis/_components/value-boards/valueBoardPage'

const { generateMetadata, Page } = valueBoardPage('re24', 'pitching')

export { generateMetadata }
export default Page
