// What other features may use of staff; anything else here is its own.
export { hasRole, staffRolesOf } from "./rules";
export { recordStaffAction } from "./audit";
export { requireRole } from "./require-role";
export { grantRole, memberByEmail, revokeRole } from "./grants";
export { staffRoutes } from "./routes";
