// The home feature as other parts of the client see it: the home request every signed-in screen
// shares, and the header pieces built on it (main links, profile menu).
export { homeQueryOptions, useHome, type HomeData } from "./api";
export { BottomNav, bottomNavClearance, HeaderNav } from "./components/app-nav";
export { ProfileMenu } from "./components/profile-menu";
