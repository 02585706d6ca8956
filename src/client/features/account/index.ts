// The account feature as other parts of the client see it: who is signed in, signing in and out,
// and leaving (download my data, delete my account).
export {
  endSession,
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
export { DeleteAccount } from "./components/delete-account";
export { DownloadMyData } from "./components/download-my-data";
export { ChangePasswordForm } from "./components/change-password-form";
export { GoogleLinkNotice } from "./components/google-link-notice";
