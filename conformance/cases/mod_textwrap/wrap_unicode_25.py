# textwrap.wrap of unicode text at width 25, default and hyphen-off
import textwrap
s = 'Ünïcödé wörds with àccents and 日本語 text mixed-in ünder-scores_and_more.'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
