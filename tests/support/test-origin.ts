/** Where the test app believes it is served: its own links, and the origin its pages come from. */
export const TEST_PORT = 3000;
export const ORIGIN = `http://localhost:${TEST_PORT}`;
