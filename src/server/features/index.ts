import type { AppRouter } from "../context";
import { liveRoutes } from "../realtime/live-routes";
import { accountRoutes, authRoutes, meRoutes, passwordRoutes } from "./account";
import { chatRoutes } from "./chat";
import { circleRoutes } from "./circle";
import { clubsRoutes } from "./clubs";
import { eventsRoutes } from "./events";
import { healthRoutes } from "./health";
import { heartsRoutes } from "./hearts";
import { homeRoutes } from "./home";
import { matchingRoutes } from "./matching";
import { pairingRoutes } from "./pairing";
import { profileRoutes } from "./profile";
import { dateShareRoutes, safetyRoutes } from "./safety";
import { seedRoutes } from "./seed";

/** Every feature's API, each under /api/<domain>: the one list of what the server offers. */
export function mountFeatures(app: AppRouter): void {
  app.route("/api", healthRoutes);
  app.route("/api", meRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/account", passwordRoutes);
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
  app.route("/api/clubs", clubsRoutes);
  app.route("/api/events", eventsRoutes);
  app.route("/api/safety", safetyRoutes);
  app.route("/api/safety", dateShareRoutes);
}
