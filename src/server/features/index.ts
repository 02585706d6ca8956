import type { AppRouter } from "../context";
import { liveRoutes } from "../realtime/live-routes";
import { accountRoutes, authRoutes, meRoutes } from "./account/routes";
import { chatRoutes } from "./chat/routes";
import { circleRoutes } from "./circle/routes";
import { healthRoutes } from "./health/routes";
import { heartsRoutes } from "./hearts/routes";
import { homeRoutes } from "./home/routes";
import { matchingRoutes } from "./matching/routes";
import { pairingRoutes } from "./pairing/routes";
import { profileRoutes } from "./profile/routes";
import { seedRoutes } from "./seed/routes";

/** Every feature's API, each under /api/<domain>: the one list of what the server offers. */
export function mountFeatures(app: AppRouter): void {
  app.route("/api", healthRoutes);
  app.route("/api", meRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/circle", circleRoutes);
  app.route("/api/profile", profileRoutes);
  app.route("/api/hearts", heartsRoutes);
  app.route("/api/home", homeRoutes);
  app.route("/api/matching", matchingRoutes);
  app.route("/api/chat", chatRoutes);
  app.route("/api/live", liveRoutes);
  app.route("/api/pairing", pairingRoutes);
  app.route("/api/seed", seedRoutes);
}
