// The ground floor of who is shown to whom: other features compose these; it imports none of
// them, reads their tables and writes none.
export { audienceOf } from "./audience";
export { blockedBetween, notBlocked } from "./not-blocked";
export { activeMatchBetween, partnerOf } from "./pairs";
export { photosVisibleTo } from "./photos-visible";
export { notReportedBy } from "./reported";
export { assertNotLimited, isSanctioned } from "./sanctions";
