export type ErrorReportLevel = 'error' | 'warning';

/**
 * How serious a browser's error report is. The request helper reports every failed call as
 * `<status> error on <METHOD> <url>…`; a 4xx is the server refusing what the person asked (a wrong code, a
 * time just taken): expected, a warning. Anything else (a 5xx, no answer at all, a broken page) is an error.
 */
export function errorReportLevel(message: string): ErrorReportLevel {
  return /^4\d\d error on /.test(message) ? 'warning' : 'error';
}
