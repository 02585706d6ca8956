import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { CONFIRM_MET_WITHIN_DAYS } from "#shared/constants";
import { okSchema } from "#shared/schemas/common";
import {
  confirmableSchema,
  confirmationParamsSchema,
  confirmedSchema,
  ownConfirmationsSchema,
} from "#shared/schemas/confirmations";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../http/write-limits";
import {
  confirmPhotos,
  listConfirmable,
  ownConfirmations,
  withdrawConfirmation,
} from "./confirm-service";

const tags = ["verification"];
const limited = tooManyWritesResponse("photoConfirmation");

const listRoute = createRoute({
  tags,
  method: "get",
  path: "/",
  summary:
    "Members whose circles list you as a linked friend: whose photos you may confirm, where you met, and your confirmation",
  responses: { 200: jsonContent(confirmableSchema, "Whose photos you may confirm") },
});

const mineRoute = createRoute({
  tags,
  method: "get",
  path: "/mine",
  summary: "The friends whose confirmations count for your photos as they are now",
  responses: { 200: jsonContent(ownConfirmationsSchema, "Your friends' confirmations") },
});

const confirmRoute = createRoute({
  tags,
  method: "post",
  path: "/{memberId}",
  summary: `Confirm "These photos are really {first name}" as a linked friend who checked in at the same event within ${CONFIRM_MET_WITHIN_DAYS} days`,
  description:
    "404 for a member whose circle doesn't list you (or across a block); 422 without photos or a shared check-in. It holds while the member's photos stay the ones confirmed.",
  request: { params: confirmationParamsSchema },
  responses: { 200: jsonContent(confirmedSchema, "Confirmed"), ...limited },
});

const withdrawRoute = createRoute({
  tags,
  method: "delete",
  path: "/{memberId}",
  summary: "Withdraw your confirmation of a member's photos",
  request: { params: confirmationParamsSchema },
  responses: { 200: jsonContent(okSchema, "Withdrawn"), ...limited },
});

export const confirmRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listConfirmable(serviceContext(c)), 200))
  .openapi(mineRoute, async (c) => c.json(await ownConfirmations(serviceContext(c)), 200))
  .openapi(confirmRoute, async (c) => {
    await limitMemberWrite(c, "photoConfirmation");
    return c.json(await confirmPhotos(serviceContext(c), c.req.valid("param")), 200);
  })
  .openapi(withdrawRoute, async (c) => {
    await limitMemberWrite(c, "photoConfirmation");
    await withdrawConfirmation(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
