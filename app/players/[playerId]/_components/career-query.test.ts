import { careerQueryHref, parseCareerQuery } from './career-query'

test('the career query reads group and metric, falls back on anything odd, and leaves defaults out of links', () => {
  expect(parseCareerQuery('batting', {})).toMatchObject({ group: 'basic', metric: { key: 'ops', label: 'OPS' } })
  expect(parseCareerQuery('pitching', { group: 'saber', metric: ['fip', 'era'] })).toMatchObject({ group: 'saber', metric: { key: 'fip' } })
  expect(parseCareerQuery('pitching', { group: 'x', metric: 'ops' })).toMatchObject({ group: 'basic', metric: { key: 'era' } })
  expect(careerQueryHref('/players/1/career-batting/2025', 'batting', { group: 'basic', metric: 'ops' })).toBe('/players/1/career-batting/2025')
  expect(careerQueryHref('/players/1/career-batting/2025', 'batting', { group: 'saber', metric: 'hr' })).toBe('/players/1/career-batting/2025?group=saber&metric=hr')
})
