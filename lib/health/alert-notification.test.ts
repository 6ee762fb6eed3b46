import { ALERT_NOTIFICATION_TITLE, showAlertNotification, type NotificationApi } from './alert-notification'

const ALERT = { endpoint: '/api/players?status=all&pageSize=100', error: 'Invalid content-type', timestamp: '2025-07-01T03:00:00Z', failureCount: 3 }

/** A stand-in Notification that records what it was asked to show. */
function fakeNotification(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = []
  const requestPermission = jest.fn()
  const api = class {
    static readonly permission = permission
    static readonly requestPermission = requestPermission
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options })
    }
  } satisfies NotificationApi
  return { api, shown, requestPermission }
}

test('the title is the product site name plus APIエラー', () => {
  expect(ALERT_NOTIFICATION_TITLE).toBe('NPBデータバンクサイト - APIエラー')
})

test('with permission granted the alert shows a notification naming the endpoint', () => {
  const { api, shown } = fakeNotification('granted')
  expect(showAlertNotification(ALERT, api)).toBe(true)
  expect(shown).toEqual([{ title: 'NPBデータバンクサイト - APIエラー', options: expect.objectContaining({ body: '/api/players?status=all&pageSize=100 でエラーが発生しました' }) }])
})

test('without granted permission nothing is shown and permission is never requested', () => {
  for (const permission of ['default', 'denied'] as const) {
    const { api, shown, requestPermission } = fakeNotification(permission)
    expect(showAlertNotification(ALERT, api)).toBe(false)
    expect(shown).toEqual([])
    expect(requestPermission).not.toHaveBeenCalled()
  }
})

test('a browser without Notification, or one whose constructor throws, shows nothing', () => {
  expect(showAlertNotification(ALERT, undefined)).toBe(false)
  const throwing = class {
    static readonly permission = 'granted'
    constructor() {
      throw new TypeError('Illegal constructor')
    }
  } satisfies NotificationApi
  expect(showAlertNotification(ALERT, throwing)).toBe(false)
})
