/**
 * The home request's cache key. Most features change something home shows and refresh it, and
 * home shows what they own, so the key sits below them all rather than in home.
 */
export const homeQueryKey = ["home"] as const;
