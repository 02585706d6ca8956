import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { validationHook } from "../../validation";

// Mounted at /api/circle by features/index.ts; its issue fills it in.
export const circleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
