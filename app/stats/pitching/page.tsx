import { explorerPage } from '@/app/stats/_components/explorerPage'

const { metadata, Page } = explorerPage('pitching')

export { metadata }
export default Page
