# textwrap.wrap of tabs text at width 25, default and hyphen-off
import textwrap
s = 'col1\tcol2\t\tcol3\nline two\twith\ttabs\x0band\x0cform\rfeeds'
print(textwrap.wrap(s, 25))
print(textwrap.wrap(s, width=25, break_on_hyphens=False))
print(textwrap.fill(s, 25))
