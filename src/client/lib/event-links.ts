// One home for an event's link (the server's push notifications open it too).
export { EVENT_PARAM, eventPath as eventHref } from "@/shared/app-paths";
