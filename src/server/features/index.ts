import { mergePath } from "hono/utils/url";
import type { StaffRole } from "#shared/schemas/staff";
import type { AppRouter } from "../http/context";
import type { Access } from "../http/openapi-statuses";
import { requireUser } from "../http/middleware/require-user";
import { liveRoutes } from "../realtime/live-routes";
import {
  accountRoutes,
  authRoutes,
  meRoutes,
  memberAccountRoutes,
  passwordChangeRoutes,
  passwordResetRoutes,
  sanctionedRoutes,
  sessionRoutes,
} from "./account";
import { chatRoutes } from "./chat";
import { circleRoutes, friendRemoved, inviteLinkRoutes } from "./circle";
import { clubsRoutes, studioRoutes } from "./clubs";
import { debriefRoutes } from "./debrief";
import { endorsementRoutes } from "./endorsements";
import { eventsRoutes, hostRoutes } from "./events";
import { healthRoutes } from "./health";
import { heartsRoutes, stripeWebhookRoutes } from "./hearts";
import { homeRoutes } from "./home";
import { matchingRoutes, matchStarted, memberStarted } from "./matching";
import {
  activityTripwire,
  memberModerationRoutes,
  moderationRoutes,
  openCaseForReport,
  selfieTripwire,
} from "./moderation";
import { notificationRoutes, notify, pushRoutes, unsubscribeRoutes } from "./notifications";
import { keepPairingsOf, markPairingsMatched, pairingRoutes } from "./pairing";
import { ownPhotoRoutes, photoAdded, photoRoutes } from "./photos";
import { memberProfileRoutes, profileRoutes } from "./profile";
import { dateShareRoutes, reportFiled, safetyRoutes } from "./safety";
import { seedRoutes } from "./seed";
import { requireRole, staffRoutes } from "./staff";
import {
  checkNewPhoto,
  confirmRoutes,
  faceModelFiles,
  photosConfirmed,
  selfieFailed,
  selfieRoutes,
} from "./verification";

// Pairing's part in writes that matching and circle own (it imports both; steps.ts).
matchStarted.add(markPairingsMatched);
friendRemoved.add(keepPairingsOf);
// Moderation's part in filing a report (it imports chat, which imports safety).
reportFiled.add(openCaseForReport);
// Moderation's tripwire on starting conversations and introductions.
memberStarted.add(activityTripwire);
// The member hears of a friend's confirmation of their photos (notifications sits above verification).
photosConfirmed.add((tx, { memberId, friendId, entryId, now }) =>
  notify(tx, { to: memberId, kind: "photosConfirmed", objectId: entryId, actorId: friendId, now }),
);
// Repeated failed selfie checks open a case and put the member on hold.
selfieFailed.add(selfieTripwire);
// Verification checks a new photo against a kept selfie (it imports photos).
photoAdded.add(checkNewPhoto);

/** Where a photo is uploaded: a route whose body may be larger than 64 KB. */
export const PHOTO_UPLOAD_PATH = "/api/profile/photos";
/** Where a host uploads an event's image: the third route whose body may be larger than 64 KB. */
export const EVENT_IMAGE_PATH = /^\/api\/host\/events\/[^/]+\/image$/;
/** Where a selfie's frames are sent: the other route whose body may be larger than 64 KB. */
export const SELFIE_CHECK_PATH = "/api/profile/verification/check";

/**
 * Open to visitors: health, the session probe, signing up, in and out, resets, Google, an invite
 * link's page, a mail's unsubscribe link, Stripe's webhook, the seed.
 */
const PUBLIC_ROUTERS: [string, AppRouter][] = [
  ["/api", healthRoutes],
  ["/api", sessionRoutes],
  ["/api/account", accountRoutes],
  ["/api/account", passwordResetRoutes],
  ["/api/account", sanctionedRoutes],
  ["/api/auth", authRoutes],
  ["/api/circle", inviteLinkRoutes],
  // Stripe's webhook: believed only through its signature.
  ["/api/hearts", stripeWebhookRoutes],
  ["/api/notifications", unsubscribeRoutes],
  ["/api/seed", seedRoutes],
];

/** Only for a signed-in member: each of their routes answers 401 without a session. */
const MEMBER_ROUTERS: [string, AppRouter][] = [
  ["/api", meRoutes],
  ["/api/account", memberAccountRoutes],
  ["/api/account", passwordChangeRoutes],
  ["/api/account", memberModerationRoutes],
  ["/api/circle", circleRoutes],
  ["/api/endorsements", endorsementRoutes],
  ["/api/notifications", notificationRoutes],
  ["/api/push", pushRoutes],
  ["/api/profile", profileRoutes],
  ["/api/profile/photos", ownPhotoRoutes],
  ["/api/profile/verification", selfieRoutes],
  // The face model's files for the phone's own check, from the server's own package.
  ["/api/face-models", faceModelFiles],
  ["/api/photos", photoRoutes],
  ["/api/members", memberProfileRoutes],
  ["/api/hearts", heartsRoutes],
  ["/api/home", homeRoutes],
  ["/api/matching", matchingRoutes],
  ["/api/chat", chatRoutes],
  ["/api/live", liveRoutes],
  ["/api/pairing", pairingRoutes],
  ["/api/clubs", clubsRoutes],
  ["/api/events", eventsRoutes],
  ["/api/safety", safetyRoutes],
  ["/api/safety", dateShareRoutes],
  ["/api/verification/confirmations", confirmRoutes],
  ["/api/debrief", debriefRoutes],
];

/** Only for a staff role: to anyone else, signed in or not, each answers 404 as if it weren't. */
const STAFF_ROUTERS: [string, AppRouter, StaffRole][] = [
  ["/api/moderation", moderationRoutes, "moderator"],
  ["/api/staff", staffRoutes, "admin"],
  ["/api/studio", studioRoutes, "editor"],
  ["/api/host", hostRoutes, "host"],
];

/** Each staff API's path and the role it needs: the access matrix probes them all. */
export const STAFF_APIS = STAFF_ROUTERS.map(([path, , role]) => ({ path, role }));

/**
 * Who may call each guarded route, keyed `get /api/events/{id}` as the OpenAPI document writes
 * it; a route not here is open to anyone.
 */
export function routeAccess(): Map<string, Exclude<Access, "public">> {
  const access = new Map<string, Exclude<Access, "public">>();
  const routers = [
    ...MEMBER_ROUTERS.map(([path, router]) => [path, router, "member"] as const),
    ...STAFF_ROUTERS.map(([path, router]) => [path, router, "staff"] as const),
  ];
  for (const [path, router, who] of routers) {
    for (const route of router.routes) {
      const documented = mergePath(path, route.path).replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
      access.set(`${route.method.toLowerCase()} ${documented}`, who);
    }
  }
  return access;
}

/** Every feature's API, each under /api/<domain>: the one list of what the server offers. */
export function mountFeatures(app: AppRouter): void {
  for (const [path, router] of PUBLIC_ROUTERS) app.route(path, router);
  const guarded = [
    ...MEMBER_ROUTERS.map((r) => [...r, requireUser] as const),
    ...STAFF_ROUTERS.map(([path, router, role]) => [path, router, requireRole(role)] as const),
  ];
  for (const [path, router, guard] of guarded) {
    // The guard goes ahead of exactly the router's routes, rather than on a whole prefix, so
    // an address no route answers stays a 404 for a visitor too.
    for (const route of new Set(router.routes.map((r) => `${r.method} ${r.path}`))) {
      const [method, routePath] = route.split(" ") as [string, string];
      app.on(method, mergePath(path, routePath), guard);
    }
    app.route(path, router);
  }
}
