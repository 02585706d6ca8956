// The account feature as other parts of the client see it: who is signed in, signing in and out.
export {
  endSession,
  sessionQueryKey,
  sessionQueryOptions,
  useSession,
  useSignIn,
  useSignOut,
  useUser,
  type SessionUser,
} from "./api";
export { ChangePasswordForm } from "./components/change-password-form";
