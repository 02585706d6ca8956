export declare const hashFileOf: (outDir: string) => string;
export declare function sourcesHash(root?: string, sources?: string[]): string;
export declare function isStale(options?: {
  root?: string;
  outDir?: string;
  sources?: string[];
}): boolean;
export declare function buildIfNeeded(options?: { force?: boolean }): void;
