import { RouteLoading } from '@/components/layout/RouteLoading'

export default function SeasonRecordsLoading() {
  return <RouteLoading kind="stats" />
}
