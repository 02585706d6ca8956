import { readFileSync } from "node:fs";

interface DemoPhoto {
  file: string;
  width: number;
  height: number;
  placeholder: string;
}

// Beside this file in the source and beside the bundle (scripts/bundle-server.mjs) alike.
const DIR = new URL("./demo-photos/", import.meta.url);
let drawn: Map<string, DemoPhoto & { small: string; medium: string }> | undefined;

/**
 * The sample people's photos, drawn ahead of time from their portraits
 * (scripts/make-demo-photos.ts), read once per process: the seed draws nothing.
 */
export function demoPhotos() {
  if (!drawn) {
    const index = JSON.parse(readFileSync(new URL("demo-photos.json", DIR), "utf8")) as Record<
      string,
      DemoPhoto
    >;
    const hex = (name: string) => `\\x${readFileSync(new URL(name, DIR)).toString("hex")}`;
    drawn = new Map(
      Object.entries(index).map(([name, photo]) => [
        name,
        {
          ...photo,
          small: hex(`${photo.file}.small.webp`),
          medium: hex(`${photo.file}.medium.webp`),
        },
      ]),
    );
  }
  return drawn;
}
