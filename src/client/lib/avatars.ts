// Portraits for avatars: a fixed table of sample names, each drawn by DiceBear ahead of time into
// public/portraits (scripts/make-portraits.ts), so a screen shows them as plain images without
// loading or running DiceBear; every other name has none (the avatar shows its initials).

export type Portrait = {
  skin: string;
  hair: string;
  background: string;
  /** Which of the style's hairstyles (1–48), so each sample person keeps a recognisable look. */
  hairStyle: number;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  freckles?: boolean;
};

const SKIN = {
  porcelain: "f6dcc7",
  fair: "eec6a4",
  golden: "d9a57c",
  tan: "b87b52",
  brown: "8d5a3b",
  deep: "5e3b26",
};
const HAIR = {
  black: "1f1a17",
  brown: "5a3825",
  auburn: "8a3b1f",
  blond: "d6ad60",
  grey: "a7a2a0",
  copper: "b4572e",
};
const BG = {
  rose: "f4d8c6",
  lilac: "e8dcf0",
  sage: "d9e8dc",
  butter: "f6e3b4",
  sky: "dbe6f3",
  peach: "fbe1d3",
};

const p = (
  skin: keyof typeof SKIN,
  hair: keyof typeof HAIR,
  background: keyof typeof BG,
  hairStyle: number,
  extras: Pick<Portrait, "glasses" | "beard" | "earrings" | "freckles"> = {},
): Portrait => ({
  skin: SKIN[skin],
  hair: HAIR[hair],
  background: BG[background],
  hairStyle,
  ...extras,
});

/** The sample people: the landing page's circle and the demo members. */
const PORTRAIT_TABLE = new Map<string, Portrait>(
  Object.entries({
    "Maya Chen": p("fair", "black", "rose", 15, { earrings: true }),
    "Jordan Ellis": p("golden", "brown", "sky", 1, { glasses: true }),
    "Priya Nair": p("tan", "black", "butter", 21, { earrings: true }),
    "Sam Okafor": p("deep", "black", "sage", 39, { beard: true }),
    "Lena Weiss": p("porcelain", "auburn", "lilac", 19, { freckles: true }),
    "Theo Marchetti": p("fair", "brown", "peach", 4, { beard: true }),
    "Ada Brennan": p("porcelain", "copper", "sage", 12, { glasses: true }),
    "Rafael Ortiz": p("golden", "black", "butter", 36),
    "Nadia Rahman": p("tan", "brown", "lilac", 16, { earrings: true }),
    "Eli Goldberg": p("fair", "brown", "sky", 5, { glasses: true, beard: true }),
    "Ines Moreau": p("porcelain", "brown", "rose", 45),
    "Kai Nakamura": p("fair", "black", "sage", 40),
    "Zoe Adeyemi": p("brown", "black", "peach", 24, { earrings: true }),
    "Marcus Bell": p("brown", "black", "butter", 28, { beard: true }),
    "Hana Kim": p("fair", "black", "lilac", 23, { glasses: true }),
    "Diego Alvarez": p("golden", "black", "rose", 2),
    "Grace O'Neill": p("porcelain", "grey", "sky", 35, { earrings: true }),
    "Felix Wagner": p("fair", "blond", "sage", 8),
    "Amara Okoye": p("deep", "black", "butter", 22, { earrings: true }),
    "Noah Feldman": p("fair", "brown", "lilac", 43, { glasses: true, beard: true }),
    "Sofia Rossi": p("golden", "brown", "peach", 31),
    "Julian Park": p("fair", "black", "sky", 7, { glasses: true }),
    "Eleni Papadakis": p("golden", "black", "sage", 18),
    "Omar Haddad": p("tan", "black", "rose", 46, { beard: true }),
    "Tess Moreno": p("golden", "auburn", "lilac", 11, { freckles: true }),
    "Victor Lindqvist": p("porcelain", "grey", "butter", 25, { glasses: true }),
    "Rosa Delgado": p("tan", "brown", "peach", 29, { earrings: true }),
    "Ben Whitaker": p("fair", "auburn", "sky", 47, { beard: true }),
    "Lucia Ferreira": p("golden", "brown", "sage", 14, { freckles: true }),
    "Dev Malhotra": p("tan", "black", "lilac", 9),
  }),
);

export const SAMPLE_NAMES: readonly string[] = [...PORTRAIT_TABLE.keys()];

/** Looked up without regard to case or extra spaces: "maya  chen" is Maya Chen. */
const PORTRAITS = new Map([...PORTRAIT_TABLE].map(([name, portrait]) => [keyOf(name), portrait]));

function keyOf(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Where a name's drawn portrait is served: its letters, lowercased, other runs as "-". */
const portraitPath = (name: string) =>
  `/portraits/${name.toLowerCase().replace(/[^a-z]+/g, "-")}.svg`;

/** The portrait of a name: its file for a sample person; none for anyone else. */
export function portraitOf(name: string): string | undefined {
  const key = keyOf(name);
  return PORTRAITS.has(key) ? portraitPath(key) : undefined;
}

/** Each sample person's portrait as DiceBear draws it, with the seed its file was drawn from. */
export function samplePortraits(): { name: string; seed: string; portrait: Portrait }[] {
  return [...PORTRAIT_TABLE].map(([name, portrait]) => ({ name, seed: keyOf(name), portrait }));
}
