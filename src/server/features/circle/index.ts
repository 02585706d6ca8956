// What other features may use of circle; anything else here is its own.
export { circleRoutes } from "./routes";
export {
  addFriend,
  answerInvitation,
  createCircle,
  getFriendDetails,
  listCircle,
  listInvitations,
  removeFriend,
  updateFriend,
} from "./service";
