import { clientNavigation, type AnchorFacts, type ClickFacts } from './client-navigation'

const PLAIN: ClickFacts = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
const anchor = (href: string, extra: Partial<AnchorFacts> = {}): AnchorFacts => ({ href, target: '', download: false, keepScroll: false, ...extra })
const HERE = { href: 'https://npb-databank.jp/records/season/players/batting/2025?sort=avg' }

describe('clientNavigation', () => {
  it('hands a plain left click on a page link to the router, scrolling to the top', () => {
    expect(clientNavigation(PLAIN, anchor('/players/10000586/career-batting/2025'), HERE)).toEqual({ href: '/players/10000586/career-batting/2025', scroll: true })
  })

  it('keeps the scroll position for a keep-scroll anchor and resolves a query-only href against the page', () => {
    expect(clientNavigation(PLAIN, anchor('?sort=hr', { keepScroll: true }), HERE)).toEqual({ href: '/records/season/players/batting/2025?sort=hr', scroll: false })
  })

  it('accepts an absolute href on the same origin and keeps its hash', () => {
    expect(clientNavigation(PLAIN, anchor('https://npb-databank.jp/columns/glossary#ops'), HERE)).toEqual({ href: '/columns/glossary#ops', scroll: true })
  })

  it('treats target="_self" as the page itself', () => {
    expect(clientNavigation(PLAIN, anchor('/teams/g/info', { target: '_self' }), HERE)).toEqual({ href: '/teams/g/info', scroll: true })
  })

  it.each([
    ['a click a handler already took (next/link)', { ...PLAIN, defaultPrevented: true }, anchor('/teams/g/info')],
    ['a middle click', { ...PLAIN, button: 1 }, anchor('/teams/g/info')],
    ['a ctrl-click (new tab)', { ...PLAIN, ctrlKey: true }, anchor('/teams/g/info')],
    ['a cmd-click (new tab)', { ...PLAIN, metaKey: true }, anchor('/teams/g/info')],
    ['a shift-click (new window)', { ...PLAIN, shiftKey: true }, anchor('/teams/g/info')],
    ['an alt-click (download)', { ...PLAIN, altKey: true }, anchor('/teams/g/info')],
    ['a link to another window', PLAIN, anchor('/teams/g/info', { target: '_blank' })],
    ['a download', PLAIN, anchor('/records/export', { download: true })],
    ['an API answer', PLAIN, anchor('/api/v1/players?season=2025')],
    ['a file', PLAIN, anchor('/sitemap.xml')],
    ['another origin', PLAIN, anchor('https://npb.jp/bis/teams/')],
    ['a jump within the page', PLAIN, anchor('?sort=avg#table')],
    ['the page’s own URL (reload from the server)', PLAIN, anchor('?sort=avg')],
  ])('leaves %s to the browser', (_case, click, link) => {
    expect(clientNavigation(click, link, HERE)).toBeNull()
  })
})
