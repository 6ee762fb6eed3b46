/** `?a=1&a=2` arrives as an array; a page reads the first value. Apart from search-params.ts so that client code reading a URL does not pull in zod. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value)
