/**
 * Whether a document is in curl's reach: it names curl (a curl command line `curl -O "https://x.example/f[1-3]"`, a
 * script or test that runs it, `curl = CurlClient(env=env)`, libcurl's `CURLOPT_URL`), or it is one of curl's test
 * cases (a file that opens with `<testcase>`, after an XML declaration if any: docs/tests/FILEFORMAT.md in curl's
 * sources), which runs curl without naming it. There, curl's URL globs (`[1-100]`, `[a-z:2]`) and its test macros
 * (`%hex[...]hex%`, `%repeat[...]%`) are placeholders (placeholder/table.ts); elsewhere a bracket range is the URL's
 * own unsafe characters.
 *
 * "Names curl": `curl` in any case as a word of its own or the head of a name (`CurlClient`, `CURLOPT_URL`), not
 * glued to a name, path or host before it (`libcurl`, `/usr/bin/curl`, `https://curl.se`) and not followed by a
 * lower-case letter (`curly`, `curlew`). What this may hide: a real `[1-3]` in a URL of a document that mentions
 * curl, which is rare next to the globs such documents hold.
 */
const NAMES_CURL = /(?<![\p{L}\p{N}_./@-])[cC][uU][rR][lL](?![a-z])/u;
const TESTCASE = /^\s*(?:<\?xml[^>]*>\s*)?<testcase>/;

export function inCurlReach(text: string): boolean {
  return TESTCASE.test(text) || NAMES_CURL.test(text);
}
