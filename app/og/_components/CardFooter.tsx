import { SITE_NAME } from '@/lib/site'

/**
 * Every share card's last line: the site's name over a rule, and the simulated-league notice
 * where the data is not real. `spacing` places it (a card whose body varies pushes it to the bottom).
 */
export function CardFooter({ notice, spacing }: { notice: string | null | undefined; spacing: { marginTop: number | 'auto'; paddingTop: number } }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', ...spacing, borderTop: '2px solid #E2E8F0' }}>
      <div style={{ display: 'flex', fontSize: 32, fontWeight: 700 }}>{SITE_NAME}</div>
      {notice && <div style={{ display: 'flex', fontSize: 24, color: '#92400E', background: '#FEF3C7', padding: '6px 14px', borderRadius: 6 }}>{notice}</div>}
    </div>
  )
}
