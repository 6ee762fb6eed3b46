import { sendGAEvent } from '@next/third-parties/google'
import { getMeasurementId } from './measurement-id'

type EventParams = Readonly<Record<string, string | number | boolean>>

/**
 * Queues a GA4 event; a no-op when no measurement id is configured. The data layer is created by
 * GA's init script after hydration, so an event raised earlier (a chunk failing during
 * hydration) creates the queue instead of being dropped with a warning; gtag.js drains it later.
 */
export function sendAnalyticsEvent(name: string, params: EventParams): void {
  if (typeof window === 'undefined' || getMeasurementId() === null) return
  window.dataLayer = window.dataLayer ?? []
  sendGAEvent('event', name, params)
}
