# textwrap.wrap of unicode text at width 40, default and hyphen-off
import textwrap
s = 'Ünïcödé wörds with àccents and 日本語 text mixed-in ünder-scores_and_more.'
print(textwrap.wrap(s, 40))
print(textwrap.wrap(s, width=40, break_on_hyphens=False))
print(textwrap.fill(s, 40))
