import type { ListOption } from './SuggestionList'

/** An option's element id: the list gives it, the box points at it (aria-activedescendant) without loading the list. */
export const optionId = (listId: string, option: ListOption) => `${listId}-${option.key}`
