import { z } from 'zod'

/** `?a=1&a=2` arrives as an array; a page reads the first value. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** `?page=`: a whole number from 1; anything else is the first page. */
export const pageSearchParam = z.preprocess(firstValue, z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1))).catch(1)
