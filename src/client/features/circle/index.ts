// The circle feature as pages compose it: the circle request, the form that builds a first one,
// and the invitations offered right after it.
export { useCircle, type CircleFriend } from "./api";
export { CircleForm } from "./components/circle-form";
export { InviteStep } from "./components/invite-step";
export { AddInviter } from "./components/add-inviter";
