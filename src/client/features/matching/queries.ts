// Match for You's request alone, without its components: asked for while the screen's code is
// still on its way.
export { suggestionsQueryOptions } from "./api";
