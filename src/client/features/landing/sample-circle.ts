/** The five friends the landing page shows, drawn once into public/portraits (scripts/make-portraits.ts). */
export const sampleCircle = ["Maya Chen", "Jordan Ellis", "Priya Nair", "Sam Okafor", "Lena Weiss"];

export const portraitPath = (name: string) =>
  `/portraits/${name.toLowerCase().replace(/[^a-z]+/g, "-")}.svg`;

/** The SVG inside a portrait's data URI, as the file holds it. */
export const svgOf = (dataUri: string) =>
  decodeURIComponent(dataUri.slice(dataUri.indexOf(",") + 1));
