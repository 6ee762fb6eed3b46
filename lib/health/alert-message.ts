import type { HealthAlert } from './alert-store'

/**
 * Made at the first alert, not when the checker loads: a browser's first time-zone formatter loads
 * its locale data, 50–120 ms of a 4× slower phone's main thread, on every page otherwise.
 */
let tokyoTime: Intl.DateTimeFormat | undefined

/** Operators read alerts in Japan whatever the visitor's time zone: 2025/07/01 12:04:05 JST. */
export function formatTokyoTime(timestamp: string): string {
  tokyoTime ??= new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
  return `${tokyoTime.format(new Date(timestamp))} JST`
}

/** Site spec §8: production API failure detected, with endpoint, error, streak and time. */
export function buildAlertMessage(alert: HealthAlert): string {
  return [
    '本番API障害を検知',
    `エンドポイント: ${alert.endpoint}`,
    `エラー: ${alert.error}`,
    `連続失敗回数: ${alert.failureCount}回`,
    `発生時刻: ${formatTokyoTime(alert.timestamp)}`,
  ].join('\n')
}
