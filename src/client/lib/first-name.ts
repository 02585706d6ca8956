/** "Maya Chen" → "Maya": how Vouch greets and mentions a person. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
