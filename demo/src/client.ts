// A small API client. urlsmith reads only comments and string literals in code: a URL in a string ends at the
// closing quote, whatever follows it.

// The staging host moved to https://staging.example.com:443/api/ last week.  (expect: hint default-port)
const API = 'https://api.example.com/v1/';
const STATUS = `https://status.example.com/incidents?since=${Date.now()}`; // expect: hint url-template (filled in at run time, so not checked)
const SEARCH = 'http://search.example.com/find?q=a b'; // expect: error unsafe-character

// An IPv6 literal host is RFC 2732, later than RFC 1738: a hint, not an error.
const LOCAL = 'http://[::1]:8080/health'; // expect: hint host-ip-literal

export async function get(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, API));
  return response.json();
}

export { LOCAL, SEARCH, STATUS };
