import { explorerPage } from '@/app/stats/_components/explorerPage'

const { metadata, Page } = explorerPage('batting')

export { metadata }
export default Page
