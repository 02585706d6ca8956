// The notifications' requests alone, without their components: the bell's count is asked for
// with every signed-in screen, before its code has arrived.
export { notificationPreferencesQueryOptions, unreadCountQueryOptions } from "./api";
