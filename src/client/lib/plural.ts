/** The noun for a count: "heart" for 1, "hearts" otherwise (0 included). */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its noun: "1 friend", "3 friends", "1 person", "2 people". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralNoun(count, one, many)}`;
}
