// The account feature as other parts of the client see it: who is signed in, signing in and out,
// and leaving (download my data, delete my account). What every page needs (the session alone,
// without the forms and their schemas) is also its own face, ./queries.
export * from "./queries";
export { useSignIn, useSignOut } from "./api";
export { DeleteAccount } from "./components/delete-account";
export { DownloadMyData } from "./components/download-my-data";
export { ChangePasswordForm } from "./components/change-password-form";
export { GoogleLinkNotice } from "./components/google-link-notice";
