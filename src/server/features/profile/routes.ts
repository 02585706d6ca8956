import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { validationHook } from "../../validation";

// Mounted at /api/profile by features/index.ts; its issue fills it in.
export const profileRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
