'use client'

import { usePathname } from 'next/navigation'
import { MenuHref } from './MenuHref'
import { useEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import {
  MAIN_MENU,
  findCurrentHref,
  groupContainsHref,
  isMenuParent,
  itemContainsHref,
  listMenuLinks,
  type MenuGroup,
  type MenuItem,
} from '@/lib/navigation'
import { MENU_CLOSED, MENU_CLOSE_DELAY_MS, menuReducer, type MenuAction } from './menu-state'

const ALL_LINKS = listMenuLinks()

/** Keyed by path so every route change starts with the menus closed. */
export function DesktopMenu() {
  const pathname = usePathname()
  return <DesktopMenuBar key={pathname} currentHref={findCurrentHref(pathname, ALL_LINKS)} />
}

function isMouse(event: PointerEvent) {
  return event.pointerType === 'mouse'
}

/**
 * A mouse has already opened the menu by hovering, so its click must not toggle it shut again;
 * keyboard (Enter) and touch clicks toggle.
 */
function isMouseClick(event: MouseEvent<HTMLButtonElement>) {
  return 'pointerType' in event.nativeEvent && event.nativeEvent.pointerType === 'mouse'
}

/** The menu bar, marking the group and link of the current page (none where no menu link leads to it). */
function DesktopMenuBar({ currentHref }: { currentHref: string | null }) {
  const [state, dispatch] = useReducer(menuReducer, MENU_CLOSED)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const navRef = useRef<HTMLElement>(null)

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => dispatch({ type: 'close' }), MENU_CLOSE_DELAY_MS)
  }
  useEffect(() => cancelClose, [])

  useEffect(() => {
    if (state.menu === null) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'close' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [state.menu])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || state.menu === null) return
    const trigger = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${state.menu}"]`)
    dispatch({ type: 'close' })
    trigger?.focus()
  }

  return (
    <nav
      ref={navRef}
      aria-label="メインメニュー"
      className="hidden h-full xl:block"
      onPointerEnter={(event) => isMouse(event) && cancelClose()}
      onPointerLeave={(event) => isMouse(event) && scheduleClose()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'close' })
      }}
    >
      <ul className="flex h-full items-stretch [&>li]:relative [&>li]:flex">
        {MAIN_MENU.map((group, index) => (
          <MenuGroupItem
            key={group.id}
            group={group}
            alignRight={index >= RIGHT_ALIGNED_FROM}
            open={state.menu === group.id}
            openSubmenu={state.submenu}
            currentHref={currentHref}
            dispatch={dispatch}
          />
        ))}
      </ul>
    </nav>
  )
}

/** Menus in the right half open leftwards so nested submenus stay on screen at 1280 px. */
const RIGHT_ALIGNED_FROM = Math.ceil(MAIN_MENU.length / 2)

type GroupProps = {
  group: MenuGroup
  alignRight: boolean
  open: boolean
  openSubmenu: string | null
  currentHref: string | null
  dispatch: (action: MenuAction) => void
}

function MenuGroupItem({ group, alignRight, open, openSubmenu, currentHref, dispatch }: GroupProps) {
  const active = groupContainsHref(group, currentHref)
  return (
    <li onPointerEnter={(event) => isMouse(event) && dispatch({ type: 'openMenu', menu: group.id })}>
      <button
        type="button"
        data-menu-trigger={group.id}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={`menu-${group.id}`}
        onClick={(event) =>
          dispatch(isMouseClick(event) ? { type: 'openMenu', menu: group.id } : { type: 'toggleMenu', menu: group.id })
        }
        className={`menu-item ${active ? 'text-amber-300' : 'text-white'}${open ? ' bg-white/10' : ''}`}
      >
        {group.label}
      </button>
      {open && (
        <ul id={`menu-${group.id}`} className={`absolute top-full ${alignRight ? 'right-0' : 'left-0'} z-40 min-w-52 rounded-b-md border border-slate-200 bg-white py-1 shadow-lg`}>
          {group.items.map((item, index) => (
            <MenuEntry key={item.label} item={item} submenuId={`submenu-${group.id}-${index}`} alignRight={alignRight} openSubmenu={openSubmenu} currentHref={currentHref} dispatch={dispatch} />
          ))}
        </ul>
      )}
    </li>
  )
}

type EntryProps = Omit<GroupProps, 'group' | 'open'> & { item: MenuItem; submenuId: string }

const entryClass = 'flex w-full items-center justify-between gap-3 whitespace-nowrap px-4 py-2 text-left text-sm hover:bg-slate-100'

function MenuEntry({ item, submenuId, alignRight, openSubmenu, currentHref, dispatch }: EntryProps) {
  if (!isMenuParent(item)) {
    const current = item.href === currentHref
    return (
      <li onPointerEnter={(event) => isMouse(event) && dispatch({ type: 'closeSubmenu' })}>
        <MenuHref href={item.href} label={item.label} current={current} className={`${entryClass} ${current ? 'bg-brand-50 font-semibold text-brand' : 'text-slate-800'}`} />
      </li>
    )
  }
  const open = openSubmenu === item.label
  return (
    <li className="relative" onPointerEnter={(event) => isMouse(event) && dispatch({ type: 'openSubmenu', submenu: item.label })}>
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={(event) =>
          dispatch(isMouseClick(event) ? { type: 'openSubmenu', submenu: item.label } : { type: 'toggleSubmenu', submenu: item.label })
        }
        className={`${entryClass} ${itemContainsHref(item, currentHref) ? 'font-semibold text-brand' : 'text-slate-800'} ${open ? 'bg-slate-100' : ''}`}
      >
        {item.label}
        <span aria-hidden className="text-[10px] text-slate-400">{alignRight ? '◀' : '▶'}</span>
      </button>
      {open && (
        <ul id={submenuId} className={`absolute top-0 ${alignRight ? 'right-full' : 'left-full'} z-50 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg`}>
          {item.children.map((child) => (
            <li key={child.href}>
              <MenuHref
                href={child.href}
                label={child.label}
                current={child.href === currentHref}
                className={`${entryClass} ${child.href === currentHref ? 'bg-brand-50 font-semibold text-brand' : 'text-slate-800'}`}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
