import { SITE_NAME } from '@/lib/site'
import type { HealthAlert } from './alert-store'

export const ALERT_NOTIFICATION_TITLE = `${SITE_NAME}サイト - APIエラー`

/** The part of the browser's Notification constructor the alert uses. */
export type NotificationApi = {
  readonly permission: NotificationPermission
  new (title: string, options?: NotificationOptions): unknown
}

export function alertNotificationBody(alert: HealthAlert): string {
  return `${alert.endpoint} でエラーが発生しました`
}

/**
 * Shows the alert only under a permission the visitor already gave: a public stats site never
 * prompts for it. Returns whether a notification was shown.
 */
export function showAlertNotification(alert: HealthAlert, api: NotificationApi | undefined): boolean {
  if (!api || api.permission !== 'granted') return false
  try {
    new api(ALERT_NOTIFICATION_TITLE, { body: alertNotificationBody(alert), tag: `health-alert:${alert.endpoint}` })
    return true
  } catch {
    // Android Chrome allows notifications only through a service worker and throws here.
    return false
  }
}
