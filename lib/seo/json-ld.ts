export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** One schema.org JSON-LD object (or a graph of them). */
export type JsonLdObject = { [key: string]: JsonValue }

const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' }

/**
 * JSON for a <script type="application/ld+json">. JSON.stringify leaves `</script>` intact, so
 * markup characters become JSON unicode escapes: same data, nothing the HTML parser reacts to.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/[<>&]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? character)
}
