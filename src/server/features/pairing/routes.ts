import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { COST, EXPLORE_POOL_SIZE, FREE_PAIRINGS_PER_DAY } from "#shared/constants";
import { heartsText } from "#shared/texts";
import { translatorFor } from "#shared/i18n/i18n";

// The API document is in English.
const hearts = (n: number) => heartsText(translatorFor("en"), n);
import {
  createPairingResultSchema,
  createPairingSchema,
  decidePairingResultSchema,
  directMatchSchema,
  exploreQuerySchema,
  exploreSchema,
  pairingParamsSchema,
  pairingListsSchema,
  selfSuggestSchema,
  spendResultSchema,
  unlockProfileSchema,
  unlockResultSchema,
  usernameLookupParams,
  usernameLookupSchema,
} from "#shared/schemas/pairing";
import { errorResponseSchema } from "#shared/schemas/common";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../http/write-limits";
import { decidePairing, type Decision } from "./decide-pairing";
import { directMatch, selfSuggest } from "./direct-match";
import { getExplore } from "./explore";
import { memberByUsername } from "./member-by-username";
import { listPairings } from "./pairing-lists";
import { suggestPairing } from "./suggest-pairing";
import { unlockProfile } from "./unlock-profile";

const exploreRoute = createRoute({
  tags: ["pairing"],
  method: "get",
  path: "/explore",
  summary: `A random other member (from up to ${EXPLORE_POOL_SIZE}) with their consenting friends, and your side`,
  request: { query: exploreQuerySchema },
  responses: { 200: jsonContent(exploreSchema, "The Explore tab") },
});

const unlockRoute = createRoute({
  tags: ["pairing"],
  method: "post",
  path: "/unlocks",
  summary: `Unlock a member's full profile for ${hearts(COST.unlockProfile)}; unlocks last`,
  request: { body: jsonContent(unlockProfileSchema, "The member") },
  responses: { 200: jsonContent(unlockResultSchema, "The full profile and your balance") },
});

const listRoute = createRoute({
  tags: ["pairing"],
  method: "get",
  path: "/suggestions",
  summary: "Pairings waiting for you, pending, succeeded and past, newest first",
  responses: { 200: jsonContent(pairingListsSchema, "The Suggestions tab") },
});

const createRouteDef = createRoute({
  tags: ["pairing"],
  method: "post",
  path: "/suggestions",
  summary: `Pair your friend with another member's friend: free ${FREE_PAIRINGS_PER_DAY} a day, then ${hearts(COST.extraPairing)}`,
  request: { body: jsonContent(createPairingSchema, "The two friends and why") },
  responses: { 201: jsonContent(createPairingResultSchema, "The pending pairing") },
});

const decisionRoute = (decision: Decision) =>
  createRoute({
    tags: ["pairing"],
    method: "post",
    path: `/suggestions/{id}/${decision}`,
    summary: `${decision === "approve" ? "Approve" : "Decline"} a pending pairing of one of your friends (only once)`,
    request: { params: pairingParamsSchema },
    responses: { 200: jsonContent(decidePairingResultSchema, "The decided pairing") },
  });

const directRoute = createRoute({
  tags: ["pairing"],
  method: "post",
  path: "/direct-matches",
  summary: `Suggest one of your member friends directly to a member, for ${hearts(COST.directMatch)}`,
  request: { body: jsonContent(directMatchSchema, "The member, your friend and why") },
  responses: { 201: jsonContent(spendResultSchema, "Sent; your balance") },
});

const selfRoute = createRoute({
  tags: ["pairing"],
  method: "post",
  path: "/self-suggestions",
  summary: `Suggest yourself to a member, vouched for by one of your friends, for ${hearts(COST.selfSuggest)}`,
  request: { body: jsonContent(selfSuggestSchema, "The member, your voucher and why") },
  responses: { 201: jsonContent(spendResultSchema, "Sent; your balance") },
});

const byUsernameRoute = createRoute({
  tags: ["pairing"],
  method: "get",
  path: "/explore/by-username/{username}",
  summary:
    "Find the member to explore by their exact username, as a friend would share it: the same rules as Explore, one 404 for nobody and for someone not for you; every lookup counts",
  request: { params: usernameLookupParams },
  responses: {
    200: jsonContent(usernameLookupSchema, "The member to explore"),
    404: jsonContent(errorResponseSchema, "No member to explore with that username"),
    ...tooManyWritesResponse("usernameLookup"),
  },
});

export const pairingRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(byUsernameRoute, async (c) => {
    await limitMemberWrite(c, "usernameLookup");
    return c.json(await memberByUsername(serviceContext(c), c.req.valid("param").username), 200);
  })
  .openapi(exploreRoute, async (c) => {
    const { member, skip, verified } = c.req.valid("query");
    const options = { memberId: member, skipId: skip, verifiedOnly: verified === "true" };
    return c.json(await getExplore(serviceContext(c), options), 200);
  })
  .openapi(unlockRoute, async (c) =>
    c.json(await unlockProfile(serviceContext(c), c.req.valid("json")), 200),
  )
  .openapi(listRoute, async (c) => c.json(await listPairings(serviceContext(c)), 200))
  .openapi(createRouteDef, async (c) =>
    c.json(await suggestPairing(serviceContext(c), c.req.valid("json")), 201),
  )
  .openapi(decisionRoute("approve"), async (c) =>
    c.json(
      await decidePairing(serviceContext(c), {
        pairingId: c.req.valid("param").id,
        decision: "approve",
      }),
      200,
    ),
  )
  .openapi(decisionRoute("decline"), async (c) =>
    c.json(
      await decidePairing(serviceContext(c), {
        pairingId: c.req.valid("param").id,
        decision: "decline",
      }),
      200,
    ),
  )
  .openapi(directRoute, async (c) =>
    c.json(await directMatch(serviceContext(c), c.req.valid("json")), 201),
  )
  .openapi(selfRoute, async (c) =>
    c.json(await selfSuggest(serviceContext(c), c.req.valid("json")), 201),
  );
