import { RouteLoading } from '@/components/layout/RouteLoading'

export default function StandingsLoading() {
  return <RouteLoading kind="standings" />
}
