import { RouteLoading } from '@/components/layout/RouteLoading'

export default function CareerRecordsLoading() {
  return <RouteLoading kind="stats" />
}
