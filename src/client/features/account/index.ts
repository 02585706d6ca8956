// The account feature as pages compose it: the password form and leaving (download my data,
// delete my account). Who is signed in, and signing in and out, is the app's: lib/session.ts.
export { DeleteAccount } from "./components/delete-account";
export { DownloadMyData } from "./components/download-my-data";
export { ChangePasswordForm } from "./components/change-password-form";
