import { useEffect, useState } from "react";
import type * as ThumbHash from "thumbhash";

let decoder: Promise<typeof ThumbHash> | undefined;
const decoded = new Map<string, string | null>();
let decoderAtHand: typeof ThumbHash | undefined;

/**
 * Where the decoder is at hand (the server drawing a member's screen), placeholders are drawn
 * with the page, inline, rather than once the decoder has arrived.
 */
export function drawPlaceholdersAtOnce(thumbHash: typeof ThumbHash) {
  decoderAtHand = thumbHash;
}

function toDataUrl({ thumbHashToDataURL }: typeof ThumbHash, thumbHash: string): string | null {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * A photo's ThumbHash (base64) as a tiny image to show, blurred, while the photo loads. The
 * decoder arrives with the first photo a screen shows, not with every screen that could show one.
 */
export function usePlaceholder(thumbHash: string | undefined): string | undefined {
  const [, decodedOne] = useState(0);
  useEffect(() => {
    if (!thumbHash || decoded.has(thumbHash)) return;
    let shown = true;
    void (decoder ??= import("thumbhash")).then((module) => {
      if (!decoded.has(thumbHash)) decoded.set(thumbHash, toDataUrl(module, thumbHash));
      if (shown) decodedOne((n) => n + 1);
    });
    return () => {
      shown = false;
    };
  }, [thumbHash]);
  // Not kept: a server draws many members' photos.
  if (thumbHash && decoderAtHand) return toDataUrl(decoderAtHand, thumbHash) ?? undefined;
  return (thumbHash && decoded.get(thumbHash)) || undefined;
}
