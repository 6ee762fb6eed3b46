import { DataTable } from '@/components/ui/DataTable'
import type { VenueFactorLine } from '@/lib/schemas/park-factor'
import { factorColumns, leadKey } from './factor-columns'
import type { FactorBasis } from './park-factor-query'

type Props = { caption: string; lines: readonly VenueFactorLine[]; basis: FactorBasis }

/** One row per (venue, hosting club): the run factors, the samples, and the event factors of the basis. */
export function VenueFactorTable({ caption, lines, basis }: Props) {
  return (
    <DataTable<VenueFactorLine>
      caption={caption}
      rows={lines}
      rowKey={(line) => `${line.venue_id}-${line.team}`}
      columns={factorColumns(basis)}
      leading={2}
      phoneLead={[leadKey(basis)]}
      highlight={leadKey(basis)}
      density="compact"
    />
  )
}
