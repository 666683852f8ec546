# textwrap.wrap of digits text at width 15, default and hyphen-off
import textwrap
s = '1-2-3 go 10-20 a-1 1-a ab-12 12-ab abc-def-ghi 3.14-2.71 x--y 9--z'
print(textwrap.wrap(s, 15))
print(textwrap.wrap(s, width=15, break_on_hyphens=False))
print(textwrap.fill(s, 15))
