import { pitchDataPage } from '@/app/pitch-data/_components/pitchDataPage'

const { generateMetadata, Page } = pitchDataPage('batting')

export { generateMetadata }
export default Page
