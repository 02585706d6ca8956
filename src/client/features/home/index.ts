// The home feature as other parts of the client see it: the header pieces built on the home
// request every signed-in screen shares (main links, profile menu).
export { BottomNav, bottomNavClearance, HeaderNav } from "./components/app-nav";
export { ProfileMenu } from "./components/profile-menu";
