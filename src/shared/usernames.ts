/** Lowercased with every space removed; the forms apply it as the member types. */
export function normalizeUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, "");
}
