import { notFoundJson } from '@/lib/data/http/api-error'

/** Any other /api path: a JSON 404 (an API client should never be handed the HTML not-found page). */
function unknownEndpoint(request: Request): Response {
  const path = new URL(request.url).pathname
  return notFoundJson(`API ${path} はありません。`, `no API endpoint at ${path}`)
}

export { unknownEndpoint as DELETE, unknownEndpoint as GET, unknownEndpoint as PATCH, unknownEndpoint as POST, unknownEndpoint as PUT }
