/** Fills a translation's `{{name}}` placeholders, so tests can find texts by their locale file's template. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
