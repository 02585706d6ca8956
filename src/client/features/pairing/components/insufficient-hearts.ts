import { ApiError } from "@/client/lib/api";

export const isInsufficientHearts = (error: unknown) =>
  error instanceof ApiError && error.code === "insufficient_hearts";
