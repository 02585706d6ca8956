export interface UsedKey {
  key: string;
  line: number;
}
export function keysIn(source: string): {
  keys: UsedKey[];
  errors: { line: number; message: string }[];
};
export function compare<T extends UsedKey>(
  used: T[],
  catalogue: Record<string, unknown>,
): { missing: T[]; unused: string[]; empty: string[] };
