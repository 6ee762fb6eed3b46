import { RouteLoading } from '@/components/layout/RouteLoading'

export default function SeasonAverageLoading() {
  return <RouteLoading kind="stats" />
}
