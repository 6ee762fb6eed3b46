import { valueBoardPage } from '@/app/analysis/_components/value-boards/valueBoardPage'

const { generateMetadata, Page } = valueBoardPage('wpa', 'batting')

export { generateMetadata }
export default Page
