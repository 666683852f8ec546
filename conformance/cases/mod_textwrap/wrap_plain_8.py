# textwrap.wrap of plain text at width 8, default and hyphen-off
import textwrap
s = 'The quick brown fox jumps over the lazy dog and keeps running far away.'
print(textwrap.wrap(s, 8))
print(textwrap.wrap(s, width=8, break_on_hyphens=False))
print(textwrap.fill(s, 8))
