# textwrap.wrap of hyph text at width 8, default and hyphen-off
import textwrap
s = 'A well-known state-of-the-art x-ray machine; re-enter the over-the-top multi-level-marketing scheme.'
print(textwrap.wrap(s, 8))
print(textwrap.wrap(s, width=8, break_on_hyphens=False))
print(textwrap.fill(s, 8))
