# textwrap.wrap of hyph text at width 15, default and hyphen-off
import textwrap
s = 'A well-known state-of-the-art x-ray machine; re-enter the over-the-top multi-level-marketing scheme.'
print(textwrap.wrap(s, 15))
print(textwrap.wrap(s, width=15, break_on_hyphens=False))
print(textwrap.fill(s, 15))
