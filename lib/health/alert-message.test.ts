import { buildAlertMessage, formatTokyoTime } from './alert-message'

test('the alert text names the failure, endpoint, error, streak and Tokyo time', () => {
  const message = buildAlertMessage({
    endpoint: '/api/records/standings?season=2025&home_away=all',
    error: 'HTTP 500: Internal Server Error',
    timestamp: '2025-07-01T15:04:05.000Z',
    failureCount: 3,
  })
  // 15:04:05 UTC is 00:04:05 the next day in Tokyo (UTC+9).
  expect(message.split('\n')).toEqual([
    '本番API障害を検知',
    'エンドポイント: /api/records/standings?season=2025&home_away=all',
    'エラー: HTTP 500: Internal Server Error',
    '連続失敗回数: 3回',
    '発生時刻: 2025/07/02 00:04:05 JST',
  ])
})

test('the time is Tokyo time whatever zone the process runs in', () => {
  expect(formatTokyoTime('2025-12-31T23:59:59Z')).toBe('2026/01/01 08:59:59 JST')
})
