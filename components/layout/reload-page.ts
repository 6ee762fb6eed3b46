/** A full reload leaves an error screen (site spec §4); kept apart so tests can observe it. */
export function reloadPage(): void {
  window.location.reload()
}
