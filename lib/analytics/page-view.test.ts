import { pageViewParams, pageViewPath } from './page-view'

test('the page-view path is the path plus its query', () => {
  expect(pageViewPath('/records/season/standings/2025', 'home_away=home')).toBe('/records/season/standings/2025?home_away=home')
  expect(pageViewPath('/stats', '?debug=true&x=1')).toBe('/stats?debug=true&x=1')
})

test('without a query the page-view path is the bare path', () => {
  expect(pageViewPath('/', '')).toBe('/')
  expect(pageViewPath('/stats', '?')).toBe('/stats')
})

test('page_view parameters carry path, full location and title', () => {
  expect(pageViewParams({ pathname: '/stats', search: 'league=central', origin: 'https://npb-databank.jp', title: '成績 | NPBデータバンク' })).toEqual({
    page_path: '/stats?league=central',
    page_location: 'https://npb-databank.jp/stats?league=central',
    page_title: '成績 | NPBデータバンク',
  })
})
