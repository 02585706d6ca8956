// The endorsements feature as pages compose it: the member's /profile section and the author's
// /circle list (a profile view shows friends' words with components/friend-words).
export { VouchForList } from "./components/vouch-for-list";
export { WhatFriendsSay } from "./components/what-friends-say";
