import { ForbiddenError } from "../../http/errors";

/** A moderator never decides about themself: a case or an appeal of theirs is for the others. */
export const ownCase = () =>
  new ForbiddenError("This is about you: another moderator must decide it.", "own_case");
