/** Debug mode is on with the query flag `debug=true`; health logging only with `debug=health`. */
export function isDebugMode(search: string): boolean {
  return new URLSearchParams(search).get('debug') === 'true'
}

export function isHealthDebugMode(search: string): boolean {
  return new URLSearchParams(search).get('debug') === 'health'
}
