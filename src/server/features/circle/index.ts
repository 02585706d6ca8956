// What other features may use of circle; anything else here is its own.
export { circleRoutes } from "./routes";
export { addFriend, createCircle, listCircle, removeFriend, updateFriend } from "./crud";
export { circleOrder } from "./entries";
export { getFriendDetails } from "./friend-details";
export { answerInvitation, listInvitations } from "./invitations";
