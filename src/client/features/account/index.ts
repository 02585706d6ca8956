// The account feature as other parts of the client see it: who is signed in, signing in and out.
export {
  forgetSession,
  sessionQueryKey,
  sessionQueryOptions,
  updateSessionUser,
  useSession,
  useSessionState,
  useSignIn,
  useSignOut,
  useUser,
  type SessionResponse,
  type SessionUser,
} from "./api";
export { GoogleLinkNotice } from "./components/google-link-notice";
