import { useEffect, useState } from "react";
import type * as ThumbHash from "thumbhash";

let decoder: Promise<typeof ThumbHash> | undefined;
const decoded = new Map<string, string | null>();

/**
 * A photo's ThumbHash (base64) as a tiny image to show, blurred, while the photo loads. The
 * decoder arrives with the first photo a screen shows, not with every screen that could show one.
 */
export function usePlaceholder(thumbHash: string | undefined): string | undefined {
  const [, decodedOne] = useState(0);
  useEffect(() => {
    if (!thumbHash || decoded.has(thumbHash)) return;
    let shown = true;
    void (decoder ??= import("thumbhash")).then(({ thumbHashToDataURL }) => {
      if (!decoded.has(thumbHash)) {
        try {
          const bytes = Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0));
          decoded.set(thumbHash, thumbHashToDataURL(bytes));
        } catch {
          decoded.set(thumbHash, null);
        }
      }
      if (shown) decodedOne((n) => n + 1);
    });
    return () => {
      shown = false;
    };
  }, [thumbHash]);
  return (thumbHash && decoded.get(thumbHash)) || undefined;
}
