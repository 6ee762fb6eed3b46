import { RouteLoading } from '@/components/layout/RouteLoading'

export default function CountdownLoading() {
  return <RouteLoading kind="stats" />
}
