import type { Notification, NotificationsResponse } from "#shared/schemas/notifications";
import type { TestApp, TestMember } from "./test-app";

/** The member's notifications as their bell's list shows them. */
export async function notificationsOf(app: TestApp, member: TestMember): Promise<Notification[]> {
  const res = await app.request("/api/notifications", { as: member });
  if (res.status !== 200) throw new Error(`notifications: ${res.status}`);
  return ((await res.json()) as NotificationsResponse).notifications;
}
