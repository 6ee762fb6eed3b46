import { getServiceHealth } from '@/lib/data/loaders/get-service-health'


/** Service status for the health checker and the start-up check: never cached, 503 when down. */
export function GET(): Response {
  const health = getServiceHealth()
  return Response.json(health, { status: health.overall === 'down' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } })
}
