import { getMeasurementId, parseMeasurementId } from './measurement-id'

test('a GA4 measurement id is accepted, trimmed', () => {
  expect(parseMeasurementId('G-E2ETEST000')).toBe('G-E2ETEST000')
  expect(parseMeasurementId(' G-ABC123XYZ9 ')).toBe('G-ABC123XYZ9')
})

test('an absent, empty or malformed id turns analytics off', () => {
  expect(parseMeasurementId(undefined)).toBeNull()
  expect(parseMeasurementId('')).toBeNull()
  expect(parseMeasurementId('UA-12345-1')).toBeNull()
  expect(parseMeasurementId("G-ABC');alert(1);('")).toBeNull()
})

test('the id comes from NEXT_PUBLIC_GA_MEASUREMENT_ID', () => {
  const saved = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
  try {
    delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
    expect(getMeasurementId()).toBeNull()
    process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000'
    expect(getMeasurementId()).toBe('G-E2ETEST000')
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
    else process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = saved
  }
})
