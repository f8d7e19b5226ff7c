/**
 * The POD reader and Perl files: URLs as a POD formatter and perl read them. Each case marks the document span of
 * every URL with ⟦ ⟧; diagnostics are codes with the document text they cover (see ../support.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDirectives } from '../../../../engine/src/config/directives';
import { documentTypeOfFileName, lintText } from '../../../../engine/src';
import { assertFindsInAnyText, assertFixesTo, assertViewsOfEach, checkFind, checkLint, DEADLINE, MB, textOf } from '../support';

test('pod: L<> targets are URLs, module and section names are not', () => {
  checkFind('pod', '=head1 SEE ALSO\n\nL<File::Temp>, L<perlfunc/open>, L<"DESCRIPTION">, L<the guide|⟦https://example.org/guide⟧>, L<⟦https://example.org/a⟧>.\n');
  checkFind('pod', '=pod\n\nL<< RFC 3986|⟦https://www.rfc-editor.org/rfc/rfc3986⟧ >> and L<B<bold>|⟦http://b.example/⟧>\n');
  checkLint('pod', { text: '=pod\n\nL<text|⟦https://example.org/a^b⟧>\n', urls: ['https://example.org/a^b'], diagnostics: [['unsafe-character', '^']] });
  assertFixesTo('pod', '=pod\n\nL<text|https://example.org/a^b>\n', '=pod\n\nL<text|https://example.org/a%5Eb>\n');
});

test('pod: C<> and verbatim paragraphs are code examples; E<> escapes are their characters', () => {
  const text = '=pod\n\nUse C<http://> or C<< curl https://c.example/^ >>.\n\n    my $u = "https://v.example/^";\n\nE<lt>https://e.example/aE<gt> and B<https://b.example/x>.\n';
  const result = lintText(text, { documentType: 'pod' });
  // `C<http://>`, a scheme named in code, is no URL.
  assert.deepEqual(result.urls.map((u) => u.locator.url), ['https://c.example/^', 'https://v.example/^', 'https://e.example/a', 'https://b.example/x']);
  assert.deepEqual(result.diagnostics.filter((d) => d.severity !== 'hint'), []);
  checkFind('pod', '=pod\n\nsee ⟦https://e.example/aE<verbar>b⟧ here\n', ['https://e.example/a|b']);
});

test('pod: only POD is read in a .pod file; =begin html and =for regions are not text, =for comment is a comment', () => {
  checkFind('pod', 'not pod http://a.example/\n\n=head1 NAME\n\n⟦https://b.example/⟧\n\n=begin html\n\n<a href="http://c.example/">\n\n=end html\n\n=cut\nhttp://d.example/\n');
  const text = '=pod\n\n=for comment urlsmith-disable-next-line\n\nhttps://example.org/a^b\n';
  assert.deepEqual(findDirectives(text, 'pod').map((d) => d.kind), ['disable-next-line']);
  // A verbatim paragraph is code shown as written: `urlsmith-disable` there is no directive; a Perl comment is.
  assert.deepEqual(findDirectives('=pod\n\n    urlsmith-disable\n\n=cut\n# urlsmith-disable\n', 'perl').map((d) => d.offset), [35]);
});

test('perl: POD blocks as POD, code as code', () => {
  assert.equal(documentTypeOfFileName('lib/URI.pm'), 'perl');
  assert.equal(documentTypeOfFileName('t/basic.t'), 'perl');
  assert.equal(documentTypeOfFileName('perlpod.pod'), 'pod');
  checkFind('perl', '# see ⟦https://c.example/x⟧\nmy $u = "⟦https://s.example/a⟧"; my $n = $#a; $x =~ s/"/#/g; # ⟦http://after.example/⟧\n');
  checkFind('perl', 'my $q = q{⟦https://q.example/⟧};\nprint <<"END";\n⟦https://here.example/x⟧ y\nEND\n');
  checkFind('perl', 'sub x {}\n\n=head1 SEE ALSO\n\nL<URI>, L<RFC|⟦https://www.rfc-editor.org/rfc/rfc3986⟧>\n\n=cut\n\n1;\n__END__\nhttp://data.example/\n\n=head1 NAME\n\n⟦https://after-end.example/⟧\n');
  // The case: a module name in L<> is no `File:` URL.
  assert.deepEqual(lintText('=pod\n\nSee L<File::Temp>.\n\n=cut\n', { documentType: 'perl' }).urls, []);
});

const podText = textOf([
  '=pod\n\n', '=head1 ', '=cut\n', '=begin html\n', '=end html\n', '=for comment ', 'L<', 'C<', 'E<', 'C<< ', ' >>', '<', '>', '|',
  'https://a.example/', 'File::Temp', '\n', '\n\n', '    ', '#', '"', "'", 'q{', '}', '=~ s/', '/', '<<"E";\n', 'E\n', '__END__\n', 'x', 'é', '\ud800',
]);

test('pod and perl: any input reads without throwing, views stay inside the document and in order', () => {
  assertFindsInAnyText(['pod', 'perl'], podText, 2000);
});

test('pod and perl: a megabyte of hostile input reads in linear time', DEADLINE, () => {
  assertViewsOfEach(['pod', 'perl'], [
    '=pod\n\n' + 'L<'.repeat(MB / 2),
    '=pod\n\n' + 'C<<< '.repeat(MB / 5),
    '=pod\n\n' + 'B<'.repeat(MB / 4) + '>'.repeat(MB / 4),
    'q('.repeat(MB / 2),
    '"'.repeat(MB),
    '=~ /'.repeat(MB / 4),
    '<<E;\n'.repeat(MB / 5),
    '=a\n'.repeat(MB / 3),
  ]);
});
