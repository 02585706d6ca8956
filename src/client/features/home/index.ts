// The home feature as other parts of the client see it: the home request every signed-in
// screen's header shares, and /home's footer for its frame (app/home-frame.tsx).
export { useHome } from "./api";
export { HomeFooter } from "./components/home-footer";
