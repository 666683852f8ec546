# textwrap.indent with and without predicate
import textwrap
s = "a\n\n  b\n   \nc\r\nd"
print(repr(textwrap.indent(s, '> ')))
print(repr(textwrap.indent(s, '+', lambda line: True)))
print(repr(textwrap.indent(s, '#', lambda line: 'b' in line)))
print(repr(textwrap.indent('', 'x')), repr(textwrap.indent('x', '')))
