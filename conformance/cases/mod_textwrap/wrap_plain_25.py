# textwrap.wrap of plain text at width 25, default and hyphen-off
import textwrap
s = 'The quick brown fox jumps over the lazy dog and keeps running far away.'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
