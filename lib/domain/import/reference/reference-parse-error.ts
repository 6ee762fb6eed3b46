/** Where a reference file stopped making sense: enough to open the file at the bad cell. */
export type ReferenceLocation = { file: string; line: number; column?: { index: number; name: string } }

export class ReferenceParseError extends Error {
  readonly location: ReferenceLocation

  constructor(location: ReferenceLocation, problem: string) {
    const column = location.column ? `, column ${location.column.index} (${location.column.name || 'unnamed'})` : ''
    super(`${location.file} line ${location.line}${column}: ${problem}`)
    this.name = 'ReferenceParseError'
    this.location = location
  }
}
