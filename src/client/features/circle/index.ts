// The circle feature as other parts of the client see it: the circle request and its form fields.
export { addFriendHref, circleKeys, useCircle, useCreateCircle } from "./api";
export { emptyFriend, FRIEND_FIELDS, FriendFields } from "./components/friend-fields";
