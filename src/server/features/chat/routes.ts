import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { validationHook } from "../../validation";

// Mounted at /api/chat by features/index.ts; its issue fills it in.
export const chatRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
