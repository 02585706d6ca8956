/** "queer" → "Queer": option values shown as labels. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
