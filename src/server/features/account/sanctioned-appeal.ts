import { randomUUID } from "node:crypto";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { errorResponseSchema } from "#shared/schemas/common";
import {
  sanctionedAppealSchema,
  sanctionedCredentialsSchema,
  sanctionedDecisionSchema,
} from "#shared/schemas/moderation";
import { type AppEnv, guestContext } from "../../http/context";
import { account, user } from "../../db/schema";
import { AppError, ConflictError } from "../../http/errors";
import { AUTH_LIMITED, errorResponses, jsonContent } from "../../http/openapi";
import { hashPassword, verifyPassword } from "../../sessions/password";
import { validationHook } from "../../http/validation";
import { appealDecision, sanctionInForce } from "../moderation";
import { limitSanctionLookups } from "./limits";

const tags = ["account"];

/**
 * A suspended or banned member can't sign in, so their email and password prove who they are
 * here (from sign-in's per-email budget): what was decided and why, and their one appeal
 * (docs/decisions/0041). Wrong credentials get sign-in's 401; right ones of an account with no
 * suspension or ban in force a 409, telling them to sign in.
 */
/** Checked against when no account has the email: never matches, takes as long as a real one. */
let noAccountHash: Promise<string> | undefined;

async function sanctionedMember(c: Context<AppEnv>, email: string, password: string) {
  const { db, now } = guestContext(c);
  await limitSanctionLookups(c, email);
  const [found] = await db
    .select({ id: user.id, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), isNotNull(account.password)))
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  // An unknown email costs a hash too, so the time taken doesn't tell which emails have accounts.
  const hash = found?.hash ?? (await (noAccountHash ??= hashPassword(randomUUID())));
  if (!(await verifyPassword({ hash, password })) || !found)
    throw new AppError(401, "invalid_credentials", "Invalid email or password");
  const decision = await sanctionInForce(db, found.id, now);
  if (!decision)
    throw new ConflictError(
      "Your account isn't suspended or banned: sign in to see any decision about it.",
      "not_sanctioned",
    );
  return { memberId: found.id, decision };
}

const decisionRoute = createRoute({
  method: "post",
  path: "/sanction",
  tags,
  summary: "Signed out: the suspension or ban in force on the account, its reason and any appeal",
  description:
    "Proved with the account's email and password, counted like sign-in. 401 for wrong " +
    "credentials, 409 `not_sanctioned` when no suspension or ban is in force.",
  request: { body: jsonContent(sanctionedCredentialsSchema, "Email and password") },
  responses: {
    200: jsonContent(sanctionedDecisionSchema, "The decision"),
    409: jsonContent(errorResponseSchema, "No suspension or ban in force"),
    ...errorResponses({ 401: "Wrong email or password (invalid_credentials)", 429: AUTH_LIMITED }),
  },
});

const appealRoute = createRoute({
  method: "post",
  path: "/sanction/appeal",
  tags,
  summary: "Signed out: appeal the suspension or ban in force, once, within 30 days",
  description: "As /sanction, and the appeal's own 409s: `already_appealed`, `appeal_too_late`.",
  request: { body: jsonContent(sanctionedAppealSchema, "Email, password and the appeal") },
  responses: {
    200: jsonContent(sanctionedDecisionSchema, "The decision with its appeal"),
    409: jsonContent(errorResponseSchema, "Not sanctioned, already appealed, or too late"),
    ...errorResponses({ 401: "Wrong email or password (invalid_credentials)", 429: AUTH_LIMITED }),
  },
});

/** /api/account: open to visitors, since a suspended member can't sign in. */
export const sanctionedRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(decisionRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    const { decision } = await sanctionedMember(c, email, password);
    return c.json({ decision }, 200);
  })
  .openapi(appealRoute, async (c) => {
    const { email, password, text } = c.req.valid("json");
    const { memberId, decision } = await sanctionedMember(c, email, password);
    const ctx = { ...guestContext(c), userId: memberId };
    return c.json({ decision: await appealDecision(ctx, decision.id, text) }, 200);
  });
