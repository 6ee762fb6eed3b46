import { pitchDataPage } from '@/app/pitch-data/_components/pitchDataPage'

const { generateMetadata, Page } = pitchDataPage('pitching')

export { generateMetadata }
export default Page
