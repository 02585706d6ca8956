// What other features may use of verification; anything else here is its own.
export { memberVerified } from "./rules";
export { confirmedByFriends } from "./confirm-rules";
export { confirmRoutes } from "./confirm-routes";
export { photosConfirmed, selfieFailed } from "./steps";
export { checkNewPhoto } from "./selfie-new-photo";
export { selfieRoutes } from "./selfie-routes";
export { forgetExpiredDescriptors } from "./selfie-status";
export { faceModelFiles } from "./selfie-models";
