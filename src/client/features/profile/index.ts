// The profile feature as other parts of the client see it: the profile form and the settings request.
export { ProfileForm } from "./components/profile-form";
export { ProfileLoadError } from "./components/profile-load-error";
