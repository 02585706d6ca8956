/** The five friends the landing page shows (their portraits are files: lib/avatars). */
export const sampleCircle = ["Maya Chen", "Jordan Ellis", "Priya Nair", "Sam Okafor", "Lena Weiss"];
