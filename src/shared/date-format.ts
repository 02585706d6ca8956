/**
 * A date format made the first time it is used, not when its module loads: each
 * Intl.DateTimeFormat costs a few milliseconds to build (more with a time zone), which on a slow
 * phone held up the first screen that merely imported one.
 */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): (at: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (at) => (made ??= new Intl.DateTimeFormat(locale, options)).format(at);
}
