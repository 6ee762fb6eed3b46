import 'server-only'
import { DATA_UNAVAILABLE, RETRY_AFTER_SECONDS } from './data-unavailable'

/** The one error body every API route returns: a code, a Japanese message, and the same in English. */
export type ApiErrorBody = { error: { code: string; message: string; message_en: string } }

export function apiErrorBody(code: string, message: string, messageEn: string): ApiErrorBody {
  return { error: { code, message, message_en: messageEn } }
}

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }

export function badRequest(message: string, messageEn: string): Response {
  return new Response(JSON.stringify(apiErrorBody('invalid_parameter', message, messageEn)), { status: 400, headers: NO_STORE })
}

export function notFoundJson(message: string, messageEn: string): Response {
  return new Response(JSON.stringify(apiErrorBody('not_found', message, messageEn)), { status: 404, headers: NO_STORE })
}

/** The database is missing or unreadable: 503 with the same words the pages use, and when to ask again. */
export function unavailable(): Response {
  return new Response(JSON.stringify(apiErrorBody('database_unavailable', DATA_UNAVAILABLE.message, DATA_UNAVAILABLE.messageEn)), {
    status: 503,
    headers: { ...NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) },
  })
}
