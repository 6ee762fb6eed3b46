/** A bar's row height in px: ten rows make the chart's 320 px (h-80), the same in the skeleton. */
export const ROW_PX = 32

/** A bar's place as a transform only (no width or top), so a frame moves layers without layout: slot → translateY, share of the leader → scaleX. */
export const rowTransform = (slot: number) => `translate3d(0, ${(slot * ROW_PX).toFixed(2)}px, 0)`
export const barTransform = (share: number) => `scaleX(${Math.min(Math.max(share, 0), 1).toFixed(4)})`
/** The value label rides on the bar's end: its box is the bar's full length, moved by the bar's share of it. */
export const labelTransform = (share: number) => `translate3d(${(Math.min(Math.max(share, 0), 1) * 100).toFixed(2)}%, 0, 0)`
