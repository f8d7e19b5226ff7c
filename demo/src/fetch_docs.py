"""Downloads the reference documents listed below.

See <URL:http://www.example.org/api/v2/docs> for the API and
http://www.example.org/api/v2/search?q=a|b for the query syntax.
"""

import urllib.request

# Mirror list; the second one has brackets, which must be percent-encoded in a URL.
MIRRORS = [
    "http://docs.example.org/reference/",
    "http://docs2.example.org/reference/guide[v2].pdf",
]

BASE = "HTTP://www.example.org:80/api/v2/"  # upper-case scheme and the default port
TEMPLATE = "http://www.example.org/api/v2/items/{item_id}"  # a template, not a URL yet


def fetch(path):
    return urllib.request.urlopen(BASE + path).read()
