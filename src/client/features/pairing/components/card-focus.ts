/**
 * Make a Match's one focus ring for cards: on a card that takes focus itself, and around a card
 * while a control inside it has keyboard focus, so you can see which card you are acting on.
 * Drawn inside the edge: the carousel's viewport clips anything outside its slide.
 */
export const cardFocus =
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-ring";
