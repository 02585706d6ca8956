// The home request alone, without the screens: the app starts it as soon as the session is
// known, before any screen's code has arrived.
export { homeQueryOptions } from "./api";
