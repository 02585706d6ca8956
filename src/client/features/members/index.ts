// The members feature's public face: another member's profile view.
export { MemberProfileView } from "./components/member-profile-view";
