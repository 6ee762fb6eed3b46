import { valueBoardPage } from '@/app/analysis/_components/value-boards/valueBoardPage'

const { generateMetadata, Page } = valueBoardPage('lwts', 'pitching')

export { generateMetadata }
export default Page
