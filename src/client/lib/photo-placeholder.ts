import { thumbHashToDataURL } from "thumbhash";

const decoded = new Map<string, string>();

/** A photo's ThumbHash (base64) as a tiny image to show, blurred, while the photo loads. */
export function placeholderOf(thumbHash: string): string | undefined {
  let url = decoded.get(thumbHash);
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0)));
    } catch {
      return undefined;
    }
    decoded.set(thumbHash, url);
  }
  return url;
}
