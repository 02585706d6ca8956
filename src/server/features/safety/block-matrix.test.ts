import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { visibilitySurfaces, type Pair } from "#tests/support/visibility-surfaces";

const t = useTestApp();
const surfaces = visibilitySurfaces(t);

describe("a block hides each member from the other everywhere, at once", () => {
  for (const surface of surfaces) {
    for (const blocker of ["first", "second"] as const) {
      it(`${surface.name}: both ways when the ${blocker} member blocks`, async () => {
        const pair: Pair = {
          first: await t().member({ name: "Avery First" }),
          second: await t().member({ name: "Blair Second" }),
        };
        await surface.setup?.(pair);
        expect(await surface.sees(pair.first, pair.second), "first sees second before").toBe(true);
        // Some checks act (send, accept, unlock): start from the same state for the other side.
        if (surface.name !== "accepting a suggestion") {
          expect(await surface.sees(pair.second, pair.first), "second sees first before").toBe(
            true,
          );
        }

        const [by, blocked] =
          blocker === "first" ? [pair.first, pair.second] : [pair.second, pair.first];
        const res = await t().request("/api/safety/blocks", {
          as: by,
          json: { memberId: blocked.id },
        });
        expect(res.status).toBe(200);
        await surface.again?.(pair);

        expect(await surface.sees(pair.first, pair.second), "first sees second after").toBe(false);
        expect(await surface.sees(pair.second, pair.first), "second sees first after").toBe(false);
      });
    }
  }
});
