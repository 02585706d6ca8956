// Friends confirm a member's photos, as pages compose it: the friend's list on /circle and the
// member's own card on /profile.
export { ConfirmPhotosList } from "./components/confirm-photos-list";
export { OwnConfirmations } from "./components/own-confirmations";
