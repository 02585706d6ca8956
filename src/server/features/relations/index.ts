// The ground floor of who is shown to whom: other features compose these; it imports none of
// them, reads their tables and writes none.
export { audienceOf } from "./audience";
