'use client'

import Form from 'next/form'
import type { ComponentProps, FormEvent } from 'react'

/**
 * A GET form whose URL carries only the fields that hold a value (?pos=P, not ?q=&team=&pos=P…),
 * so a shared link reads as what was chosen. Empty fields are disabled while next/form reads the
 * form, then enabled again; without JavaScript the browser submits every field, which reads the same.
 */
export function CompactGetForm(props: Omit<ComponentProps<typeof Form>, 'onSubmit'>) {
  const skipEmpty = (event: FormEvent<HTMLFormElement>) => {
    const empty = [...event.currentTarget.elements].filter(
      (element): element is HTMLInputElement | HTMLSelectElement => (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name !== '' && element.value === '',
    )
    for (const element of empty) element.disabled = true
    setTimeout(() => {
      for (const element of empty) element.disabled = false
    })
  }
  return <Form {...props} onSubmit={skipEmpty} />
}
