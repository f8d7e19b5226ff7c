"""Downloads the reference documents listed below.

See <URL:http://www.example.org/api/v2/docs> for the API.
"""
# The query syntax: http://www.example.org/api/v2/search?q=a^b  (expect: error unsafe-character)

import urllib.request

# Mirror list; the second one has brackets, which must be percent-encoded in a URL.
MIRRORS = [
    "http://docs.example.org/reference/",
    "http://docs2.example.org/reference/guide[v2].pdf",  # expect: error unsafe-character, error unsafe-character
]

BASE = "HTTP://www.example.org:80/api/v2/"  # expect: hint scheme-case, hint default-port
TEMPLATE = "http://www.example.org/api/v2/items/{item_id}"  # expect: hint url-template (a template, not a URL yet)


def fetch(path):
    return urllib.request.urlopen(BASE + path).read()
