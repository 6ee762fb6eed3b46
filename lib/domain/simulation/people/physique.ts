import type { Rng } from '@/lib/domain/simulation/rng'

export type Physique = { heightCm: number; weightKg: number }

type BodyModel = {
  meanHeight: number
  heightSd: number
  heightRange: readonly [number, number]
  /** Weight at mean height, kg gained per extra cm, and the spread left over. */
  meanWeight: number
  kgPerCm: number
  weightSd: number
  weightRange: readonly [number, number]
}

/** Registered NPB sizes: Japanese players average about 180 cm and 85 kg; imports run bigger. */
const JAPANESE: BodyModel = { meanHeight: 180, heightSd: 5, heightRange: [165, 200], meanWeight: 85, kgPerCm: 0.85, weightSd: 6.5, weightRange: [65, 115] }
const FOREIGN: BodyModel = { meanHeight: 188, heightSd: 6, heightRange: [170, 206], meanWeight: 98, kgPerCm: 0.9, weightSd: 8, weightRange: [75, 130] }

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value))

export function generatePhysique(rng: Rng, { foreign }: { foreign: boolean }): Physique {
  const model = foreign ? FOREIGN : JAPANESE
  const heightCm = clamp(Math.round(model.meanHeight + model.heightSd * rng.normal()), model.heightRange)
  const expectedWeight = model.meanWeight + model.kgPerCm * (heightCm - model.meanHeight)
  const weightKg = clamp(Math.round(expectedWeight + model.weightSd * rng.normal()), model.weightRange)
  return { heightCm, weightKg }
}
