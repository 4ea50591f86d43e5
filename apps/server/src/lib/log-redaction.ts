/**
 * A session token in an address (`?accessToken=…`, also percent-encoded inside another parameter):
 * links may carry one (docs/design.md#authentication-and-sessions), and it must never reach a log.
 */
const ACCESS_TOKEN_IN_TEXT = /(accessToken(?:=|%3D))[^&\s"'#\\]+/gi;

/** `text` with the value of every `accessToken` parameter replaced by `[REDACTED]`. */
export const redactAccessTokens = (text: string): string => text.replace(ACCESS_TOKEN_IN_TEXT, '$1[REDACTED]');

/** Where log lines are written: standard output, or a test's capture. */
export type LogStream = { write: (line: string) => unknown };

/**
 * The stream every log line goes through on its way out: whatever logged it (a request line, an
 * error with the address in its message or stack, a framework warning), a token in an address is
 * redacted from the finished line.
 */
export const redactingStream = (target: LogStream): LogStream => ({
  write: (line: string) => target.write(redactAccessTokens(line)),
});
