import { POSITION_SLOT_LABELS, POSITION_SLOT_MARKS, type PositionSlot } from '@/lib/domain/analysis/position-slots'

/** A heat map's column header: the scorecard's one character to the eye, the position's name to a screen reader. */
export function PositionMark({ position }: { position: PositionSlot }) {
  return (
    <>
      <span aria-hidden="true">{POSITION_SLOT_MARKS[position]}</span>
      <span className="sr-only">{POSITION_SLOT_LABELS[position]}</span>
    </>
  )
}
