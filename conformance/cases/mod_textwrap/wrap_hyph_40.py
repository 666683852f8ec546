# textwrap.wrap of hyph text at width 40, default and hyphen-off
import textwrap
s = 'A well-known state-of-the-art x-ray machine; re-enter the over-the-top multi-level-marketing scheme.'
print(textwrap.wrap(s, 40))
print(textwrap.wrap(s, width=40, break_on_hyphens=False))
print(textwrap.fill(s, 40))
