# textwrap.wrap of tabs text at width 8, default and hyphen-off
import textwrap
s = 'col1\tcol2\t\tcol3\nline two\twith\ttabs\x0band\x0cform\rfeeds'
print(textwrap.wrap(s, 8))
print(textwrap.wrap(s, width=8, break_on_hyphens=False))
print(textwrap.fill(s, 8))
