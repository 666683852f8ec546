# textwrap.wrap of plain text at width 40, default and hyphen-off
import textwrap
s = 'The quick brown fox jumps over the lazy dog and keeps running far away.'
print(textwrap.wrap(s, 40))
print(textwrap.wrap(s, width=40, break_on_hyphens=False))
print(textwrap.fill(s, 40))
