// Who is signed in, without the account's forms and their schemas: what the app shell and every
// screen ask on every page, so it stays out of the forms' chunk.
export {
  endSession,
  forgetSession,
  sessionQueryKey,
  sessionQueryOptions,
  updateSessionUser,
  useSession,
  useSessionState,
  useUser,
  type SessionResponse,
} from "./session";
