import type { Env } from "../../../process/env";

/**
 * The push services browsers subscribe through (Chrome, Firefox, Safari, Edge). The server posts
 * to whatever endpoint a member gives, so anything else is refused: it must not be made to call
 * addresses of the member's choosing.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

const onHost = (hostname: string, host: string) =>
  hostname === host || hostname.endsWith(`.${host}`);

/**
 * Whether the server will push to this endpoint: https on a known push service, on its port 443
 * alone (another port of theirs is not their push service) (or, in tests
 * only, a push endpoint on this machine as the tests start: a development or staging server
 * must not post to its own machine's services for a member).
 */
export function isPushServiceEndpoint(endpoint: string, env: Pick<Env, "NODE_ENV">): boolean {
  const url = new URL(endpoint);
  // An https URL's port is "" when it is 443, written or not.
  const pushService =
    url.protocol === "https:" &&
    url.port === "" &&
    PUSH_SERVICE_HOSTS.some((h) => onHost(url.hostname, h));
  if (pushService) {
    return true;
  }
  return env.NODE_ENV === "test" && ["127.0.0.1", "localhost"].includes(url.hostname);
}
