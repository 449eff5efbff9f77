// Where browsers send Content-Security-Policy violation reports, for every
// CSP the site sends. Two mechanisms, because browsers differ:
// - `report-uri <path>`: one POST per violation, `application/csp-report`. Firefox and Safari
//   use it; so does Chromium when the policy has no report-to.
// - `report-to <name>` + the `Reporting-Endpoints` response header naming the URL: the Reporting
//   API, batched `application/reports+json`. Chromium uses it and then ignores report-uri.
// Chromium (156, tried) resolves a path in Reporting-Endpoints against the page's URL, so a path
// works behind any host or proxy; but it registers the endpoint only on an HTTPS response. On
// plain HTTP (a local run, the e2e server) a policy with report-to makes Chromium report
// nothing at all, so report-to is added only when the site is served over HTTPS.

/** The API route that stores the reports (lib/server/api/routes/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** The Reporting API endpoint's name, shared by report-to and Reporting-Endpoints. */
export const CSP_REPORT_ENDPOINT = 'csp';

export const REPORT_URI_DIRECTIVE = `report-uri ${CSP_REPORT_PATH}`;
export const REPORT_TO_DIRECTIVE = `report-to ${CSP_REPORT_ENDPOINT}`;

/** The value of the `Reporting-Endpoints` response header that goes with report-to. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`;

/** The reporting directives for a CSP: report-to only over HTTPS (see above). */
export const cspReportDirectives = (isHttps: boolean): string[] =>
  isHttps ? [REPORT_URI_DIRECTIVE, REPORT_TO_DIRECTIVE] : [REPORT_URI_DIRECTIVE];
