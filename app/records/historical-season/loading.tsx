import { RouteLoading } from '@/components/layout/RouteLoading'

export default function HistoricalSeasonLoading() {
  return <RouteLoading kind="stats" />
}
