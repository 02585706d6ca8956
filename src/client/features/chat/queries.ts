// Text History's request alone, without the chat's components: asked for while a screen's code
// is still on its way.
export { conversationsQueryOptions } from "./api";
