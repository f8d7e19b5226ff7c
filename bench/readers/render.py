"""Renders documents with each format's own tool and reports what a reader of the output sees (used by agreement.ts).

    python3 render.py FORMAT < paths

FORMAT is one of:
  html     the paths are HTML files (Asciidoctor's and Pod::Simple's output, written by agreement.ts);
  rst      the paths are reStructuredText sources, rendered here with docutils (the reference implementation);
  po       the paths are gettext catalogues, unwrapped by GNU msgcat (`--no-wrap`: every message on one line) and
           their C escapes decoded here.
Prints one JSON object per path: for HTML, the external link and image targets (`href`, `src`, and whether the link
sits inside <pre>, <code> or an inline literal) and the text of every <pre> and <code> element; for po, the decoded values of msgctxt, msgid,
msgid_plural and msgstr. A path the tool cannot read gets an "error" field.
"""
import codecs
import html.parser
import json
import subprocess
import sys

CODE = {'pre', 'code', 'tt', 'kbd', 'samp'}


class Extract(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.code = []
        self.depth = 0  # open code elements
        self.spans = []  # for each open <span>: whether it is an inline literal (docutils' html5 writer)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        literal = tag == 'span' and 'literal' in (a.get('class') or '').split()
        if tag == 'span':
            self.spans.append(literal)
        if tag in CODE or literal:
            self.depth += 1
        target = a.get('href') if tag == 'a' else a.get('src') if tag == 'img' else None
        if target:
            self.links.append({'href': target, 'code': self.depth > 0})

    def handle_endtag(self, tag):
        closes = tag in CODE or (tag == 'span' and self.spans and self.spans.pop())
        if closes and self.depth > 0:
            self.depth -= 1

    def handle_data(self, data):
        if self.depth > 0:
            self.code.append(data)


def extract(markup):
    parser = Extract()
    parser.feed(markup)
    parser.close()
    return {'links': parser.links, 'code': '\n'.join(parser.code)}


def rst(path):
    from docutils.core import publish_parts
    with open(path, encoding='utf-8', errors='replace') as f:
        source = f.read()
    settings = {'report_level': 5, 'halt_level': 5, 'file_insertion_enabled': False, 'raw_enabled': False,
                'warning_stream': False, 'syntax_highlight': 'none'}
    parts = publish_parts(source, source_path=path, writer_name='html5', settings_overrides=settings)
    return extract(parts['body'])


KEYWORDS = ('msgctxt ', 'msgid ', 'msgid_plural ', 'msgstr ', 'msgstr[')


def po(path):
    out = subprocess.run(['msgcat', '--no-wrap', '--force-po', '--to-code=UTF-8', path], capture_output=True, check=True).stdout
    values = []
    value = None  # the pieces of the value being read: msgcat still breaks a value after each "\n"
    for raw in out.split(b'\n') + [b'']:
        line = raw.strip()
        if line.startswith(b'"') and value is not None:
            value.append(line[1:-1])
            continue
        if value is not None:
            values.append(codecs.escape_decode(b''.join(value))[0].decode('utf-8', 'replace'))
            value = None
        if line.startswith(tuple(k.encode() for k in KEYWORDS)):
            quote = line.find(b'"')
            if quote >= 0 and line.endswith(b'"'):
                value = [line[quote + 1:-1]]
    return {'values': values}


def main():
    fmt = sys.argv[1]
    for path in sys.stdin.read().split('\n'):
        if not path:
            continue
        try:
            if fmt == 'rst':
                result = rst(path)
            elif fmt == 'po':
                result = po(path)
            else:
                with open(path, encoding='utf-8', errors='replace') as f:
                    result = extract(f.read())
        except Exception as e:  # a document the tool cannot read is reported, not fatal
            result = {'error': str(e)[:200]}
        result['path'] = path
        print(json.dumps(result))


main()
