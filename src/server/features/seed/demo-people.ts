import type { Neighborhood, RelationshipStatus, Sexuality } from "../../../shared/options";

export interface DemoPerson {
  name: string;
  age: number;
  pronouns: string;
  sexuality: Sexuality;
  occupation: string;
  bio: string;
  hobbies: string[];
}

/** The 30 demo members, in neighbourhood order: West Village 8, Williamsburg 8, Chelsea 6, Astoria 4, Park Slope 4. */
export const DEMO_NEIGHBORHOODS: { neighborhood: Neighborhood; share: number }[] = [
  { neighborhood: "West Village", share: 8 },
  { neighborhood: "Williamsburg", share: 8 },
  { neighborhood: "Chelsea", share: 6 },
  { neighborhood: "Astoria", share: 4 },
  { neighborhood: "Park Slope", share: 4 },
];

export const DEMO_PEOPLE: DemoPerson[] = [
  // West Village
  {
    name: "Maya Chen",
    age: 29,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "Pastry chef",
    bio: "Laminated dough, long walks, longer brunches.",
    hobbies: ["baking", "running", "jazz", "film"],
  },
  {
    name: "Jordan Ellis",
    age: 33,
    pronouns: "he/him",
    sexuality: "gay",
    occupation: "Architect",
    bio: "I notice cornices. Ask me about the Jefferson Market Library.",
    hobbies: ["architecture", "cycling", "chess", "design"],
  },
  {
    name: "Priya Nair",
    age: 31,
    pronouns: "she/her",
    sexuality: "bisexual",
    occupation: "Public defender",
    bio: "Arguing for a living, agreeing over dumplings.",
    hobbies: ["law", "dumplings", "tennis", "podcasts", "poetry"],
  },
  {
    name: "Sam Okafor",
    age: 35,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "Jazz bassist",
    bio: "Nights at the Vanguard, mornings at the farmers market.",
    hobbies: ["jazz", "vinyl", "cooking", "markets"],
  },
  {
    name: "Lena Weiss",
    age: 27,
    pronouns: "she/her",
    sexuality: "queer",
    occupation: "Bookseller",
    bio: "Will recommend you a novel you didn't know you needed.",
    hobbies: ["books", "french", "swimming", "tea"],
  },
  {
    name: "Theo Marchetti",
    age: 38,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "Sommelier",
    bio: "Natural wine skeptic turned evangelist.",
    hobbies: ["wine", "travel", "sailing", "italian"],
  },
  {
    name: "Ada Brennan",
    age: 30,
    pronouns: "she/her",
    sexuality: "lesbian",
    occupation: "Software engineer",
    bio: "Building tools by day, terrariums by night.",
    hobbies: ["tech", "plants", "climbing", "board games"],
  },
  {
    name: "Rafael Ortiz",
    age: 26,
    pronouns: "he/they",
    sexuality: "pansexual",
    occupation: "Lighting designer",
    bio: "Off-Broadway lights, on-Broadway snacks.",
    hobbies: ["theatre", "dance", "photography", "salsa"],
  },
  // Williamsburg
  {
    name: "Nadia Rahman",
    age: 28,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "Illustrator",
    bio: "Sketchbook always in my tote. Coffee always in my hand.",
    hobbies: ["art", "coffee", "zines", "yoga"],
  },
  {
    name: "Eli Goldberg",
    age: 32,
    pronouns: "he/him",
    sexuality: "bisexual",
    occupation: "Record store owner",
    bio: "If it's on wax, I've probably argued about it.",
    hobbies: ["vinyl", "music", "bikes", "pickles"],
  },
  {
    name: "Ines Moreau",
    age: 34,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "Translator",
    bio: "French by birth, Brooklyn by choice.",
    hobbies: ["french", "languages", "cinema", "wine"],
  },
  {
    name: "Kai Nakamura",
    age: 29,
    pronouns: "they/them",
    sexuality: "queer",
    occupation: "Ceramicist",
    bio: "Wheel-thrown mugs and slow Sunday mornings.",
    hobbies: ["ceramics", "hiking", "ramen", "art"],
  },
  {
    name: "Zoe Adeyemi",
    age: 25,
    pronouns: "she/her",
    sexuality: "bisexual",
    occupation: "Startup marketer",
    bio: "Rooftop season is my favourite season.",
    hobbies: ["tech", "running", "food", "travel"],
  },
  {
    name: "Marcus Bell",
    age: 36,
    pronouns: "he/him",
    sexuality: "gay",
    occupation: "Brewer",
    bio: "I make beer that tastes like autumn. Year round.",
    hobbies: ["beer", "outdoors", "cooking", "vinyl"],
  },
  {
    name: "Hana Kim",
    age: 31,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "UX researcher",
    bio: "Professionally curious about why people do things.",
    hobbies: ["tech", "chess", "pottery", "books"],
  },
  {
    name: "Diego Alvarez",
    age: 27,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "Chef de partie",
    bio: "Line cook energy, dinner party heart.",
    hobbies: ["food", "soccer", "markets", "music"],
  },
  // Chelsea
  {
    name: "Grace O'Neill",
    age: 40,
    pronouns: "she/her",
    sexuality: "bisexual",
    occupation: "Gallery director",
    bio: "Openings on Thursdays, museums on Sundays.",
    hobbies: ["art", "wine", "opera", "travel"],
  },
  {
    name: "Felix Wagner",
    age: 34,
    pronouns: "he/him",
    sexuality: "gay",
    occupation: "Physical therapist",
    bio: "High Line runner, low-key homebody.",
    hobbies: ["running", "sports", "cooking", "film"],
  },
  {
    name: "Amara Okoye",
    age: 29,
    pronouns: "she/her",
    sexuality: "pansexual",
    occupation: "Fashion buyer",
    bio: "Vintage hunter with a soft spot for chess in the park.",
    hobbies: ["fashion", "chess", "vintage", "dance"],
  },
  {
    name: "Noah Feldman",
    age: 37,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "Documentary editor",
    bio: "I cut stories for a living and tell long ones for free.",
    hobbies: ["film", "books", "hiking", "jazz"],
  },
  {
    name: "Sofia Rossi",
    age: 32,
    pronouns: "she/her",
    sexuality: "lesbian",
    occupation: "Wine importer",
    bio: "Always bringing a bottle back from somewhere.",
    hobbies: ["wine", "italian", "travel", "food"],
  },
  {
    name: "Julian Park",
    age: 30,
    pronouns: "he/him",
    sexuality: "bisexual",
    occupation: "Data journalist",
    bio: "Charts, crosswords and a good argument.",
    hobbies: ["tech", "crosswords", "chess", "tennis"],
  },
  // Astoria
  {
    name: "Eleni Papadakis",
    age: 28,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "Nurse",
    bio: "Night shifts, early swims, Greek grandmother recipes.",
    hobbies: ["swimming", "cooking", "music", "outdoors"],
  },
  {
    name: "Omar Haddad",
    age: 33,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "Civil engineer",
    bio: "I build bridges. Literally. Also friendships.",
    hobbies: ["engineering", "soccer", "travel", "food"],
  },
  {
    name: "Tess Moreno",
    age: 26,
    pronouns: "she/they",
    sexuality: "queer",
    occupation: "Museum educator",
    bio: "Museum of the Moving Image superfan.",
    hobbies: ["film", "art", "skating", "books"],
  },
  {
    name: "Victor Lindqvist",
    age: 41,
    pronouns: "he/him",
    sexuality: "gay",
    occupation: "Piano teacher",
    bio: "Chopin on weekdays, disco on Fridays.",
    hobbies: ["music", "vinyl", "gardening", "french"],
  },
  // Park Slope
  {
    name: "Rosa Delgado",
    age: 35,
    pronouns: "she/her",
    sexuality: "bisexual",
    occupation: "Pediatrician",
    bio: "Prospect Park loops and very good playlists.",
    hobbies: ["running", "music", "books", "outdoors"],
  },
  {
    name: "Ben Whitaker",
    age: 39,
    pronouns: "he/him",
    sexuality: "straight",
    occupation: "High school teacher",
    bio: "Teaching history, making some on the chessboard.",
    hobbies: ["chess", "history", "cycling", "books"],
  },
  {
    name: "Lucia Ferreira",
    age: 30,
    pronouns: "she/her",
    sexuality: "straight",
    occupation: "Landscape architect",
    bio: "Happiest with dirt under my nails and a map in hand.",
    hobbies: ["gardening", "outdoors", "art", "travel"],
  },
  {
    name: "Dev Malhotra",
    age: 28,
    pronouns: "he/him",
    sexuality: "questioning",
    occupation: "Product designer",
    bio: "Designing apps, collecting records, learning to sail.",
    hobbies: ["design", "vinyl", "sailing", "tech"],
  },
];

/** First names for the friends in circles who are not on Vouch. */
export const FRIEND_FIRST_NAMES = [
  "Alex",
  "Bea",
  "Carmen",
  "Dmitri",
  "Esther",
  "Farah",
  "Gus",
  "Hugo",
  "Iris",
  "Jonah",
  "Kiri",
  "Leo",
  "Mina",
  "Nico",
  "Olive",
  "Pedro",
  "Quinn",
  "Ruth",
  "Simone",
  "Tomas",
];
export const FRIEND_LAST_NAMES = [
  "Abbott",
  "Bauer",
  "Costa",
  "Dubois",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ito",
  "Jensen",
  "Kowalski",
  "Lopez",
  "Mendes",
  "Novak",
  "Osei",
  "Price",
  "Quinlan",
  "Reyes",
  "Silva",
  "Turner",
];

export const FRIEND_BIOS = [
  "Knows every good taco spot below 14th Street.",
  "Will talk you into a 6 a.m. swim and make it worth it.",
  "Quiet until the karaoke starts.",
  "The friend who remembers your birthday and your dog's.",
  "Makes the best playlists; takes requests.",
  "Reads two books a week and lends them all.",
  "Hosts the dinner parties everyone talks about.",
  "Always up for a museum on a rainy day.",
];

export const FRIEND_GENDERS = ["she/her", "he/him", "they/them", "she/they", "he/they"];
export const FRIEND_SEXUALITIES: Sexuality[] = [
  "straight",
  "gay",
  "bisexual",
  "lesbian",
  "queer",
  "pansexual",
];
export const FRIEND_STATUSES: RelationshipStatus[] = [
  "single",
  "single",
  "single",
  "its_complicated",
];

/** Lines the members write to each other, in turn. */
export const CONVERSATION_LINES = [
  "Hi! Our friends seem very sure about us. No pressure.",
  "Ha, no pressure at all. They said you make a mean espresso?",
  "Guilty. They told me you know every bookshop in the city.",
  "Only the ones with a cat. Coffee this week?",
  "Thursday after work? There's a place near Washington Square.",
  "Perfect. I'll be the one with a paperback and too many tote bags.",
  "Still on for Thursday?",
  "Yes! Looking forward to it.",
];

export const DEMO_PASSWORD = "vouch-demo-2026";
export const DEMO_EMAIL_DOMAIN = "demo.vouch.test";

const CLOSING_OPENERS = [
  "Deal.",
  "Perfect.",
  "Love that.",
  "Sounds good.",
  "Yes, please.",
  "Ha, okay.",
  "I'm in.",
  "Works for me.",
  "Oh, good idea.",
  "Count me in.",
  "Absolutely.",
  "Sure thing.",
  "You're on.",
  "Lovely.",
];
const CLOSING_PLANS = [
  "Coffee at",
  "Dumplings near",
  "A walk around",
  "Tacos by",
  "A drink near",
  "Gelato at",
  "Records at a shop near",
  "Brunch near",
  "A gallery near",
  "Oysters by",
  "Bagels at",
  "Books and tea near",
];
const CLOSING_PLACES = [
  "Washington Square",
  "McCarren Park",
  "the High Line",
  "Prospect Park",
  "Astoria Park",
  "Union Square",
  "Bryant Park",
  "Chelsea Market",
  "Tompkins Square",
  "Domino Park",
  "Grand Army Plaza",
  "Hudson River Park",
  "Madison Square",
  "the Brooklyn Museum",
  "Bedford Avenue",
  "Ditmars Boulevard",
];
const CLOSING_TIMES = [
  "on Thursday?",
  "this Saturday?",
  "after work Friday?",
  "on Sunday morning?",
  "next Tuesday?",
  "tomorrow evening?",
  "on Wednesday?",
  "this weekend?",
  "Monday after work?",
  "on Saturday afternoon?",
  "Friday at seven?",
  "next weekend?",
];

/** The k-th of ~32,000 conversation endings, each different: a conversation ends on its own plan. */
export function closingLine(k: number): string {
  const parts = [CLOSING_OPENERS, CLOSING_PLANS, CLOSING_PLACES, CLOSING_TIMES];
  let rest = k;
  return parts
    .map((list) => {
      const word = list[rest % list.length]!;
      rest = Math.floor(rest / list.length);
      return word;
    })
    .join(" ");
}

/** Short loves, three to a generated bio: 30 × 29 × 28 different bios, each within BIO_MAX. */
const BIO_LOVES = [
  "sourdough",
  "night swims",
  "old maps",
  "jazz brunches",
  "thrift stores",
  "pottery",
  "the crossword",
  "rooftop tomatoes",
  "pickup basketball",
  "matinee movies",
  "bouldering",
  "dim sum",
  "ferry rides",
  "flea markets",
  "film cameras",
  "open mics",
  "trail runs",
  "board games",
  "cooking for friends",
  "Rockaway beach days",
  "the cello",
  "hot sauce",
  "birdwatching",
  "sci-fi novels",
  "80s synth-pop",
  "tiny museums",
  "long bike rides",
  "karaoke",
  "walking my dog",
  "learning Portuguese",
];

/**
 * The bio of the i-th demo member: the template's own for the first DEMO_PEOPLE, then three loves
 * in an order no other member has, so no two members share a bio however many there are
 * (up to ~24,000; the load-test worlds are smaller).
 */
export function demoBio(i: number): string {
  if (i < DEMO_PEOPLE.length) return DEMO_PEOPLE[i]!.bio;
  let k = i - DEMO_PEOPLE.length;
  const left = [...BIO_LOVES];
  const loves = [0, 1, 2].map(() => {
    const love = left.splice(k % left.length, 1)[0]!;
    k = Math.floor(k / (left.length + 1));
    return love;
  });
  const [first, second, third] = loves;
  return `${first![0]!.toUpperCase()}${first!.slice(1)}, ${second} and ${third}.`;
}
