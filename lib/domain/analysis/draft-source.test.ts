import { draftSource, DRAFT_SOURCE_LABELS, DRAFT_SOURCES } from './draft-source'

test('each stored career path maps to the stage the player was drafted from', () => {
  expect(draftSource('high_school')).toBe('high_school')
  expect(draftSource('university')).toBe('university')
  expect(draftSource('corporate')).toBe('corporate')
  expect(draftSource('university_corporate')).toBe('corporate')
  expect(draftSource('independent')).toBe('independent')
})

test('foreign players and unknown paths have no draft source', () => {
  expect(draftSource('foreign')).toBeNull()
  expect(draftSource(null)).toBeNull()
  expect(draftSource('')).toBeNull()
})

test('the four sources read 高校・大学・社会人・独立リーグ, in the order a career passes them', () => {
  expect(DRAFT_SOURCES.map((source) => DRAFT_SOURCE_LABELS[source])).toEqual(['高校', '大学', '社会人', '独立リーグ'])
})
