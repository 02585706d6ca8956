// The endorsements feature as pages compose it: the member's /profile section, the author's
// /circle list, and friends' words on a member's profile view.
export { useFriendWords } from "./api";
export { EndorsementList, FriendPromptList } from "./components/friend-words";
export { VouchForList } from "./components/vouch-for-list";
export { WhatFriendsSay } from "./components/what-friends-say";
