import type { HealthAlert } from './alert-store'

const tokyoTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/** Operators read alerts in Japan whatever the visitor's time zone: 2025/07/01 12:04:05 JST. */
export function formatTokyoTime(timestamp: string): string {
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
