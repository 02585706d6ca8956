// The notifications feature as other parts of the client see it: the header's bell (the list
// is its own page, loaded when opened).
export { NotificationBell } from "./components/notification-bell";
// Settings' "Notifications" section.
export { NotificationPreferences } from "./components/notification-preferences";
export { PushSwitch } from "./push/push-switch";
