import { RouteLoading } from '@/components/layout/RouteLoading'

export default function Loading() {
  return <RouteLoading kind="data" />
}
