# expand_tabs with tabsize
import textwrap
s = "a\tb\tc\td\teeeeeee\tf"
for ts in (0, 1, 2, 4, 8):
    print(textwrap.wrap(s, 12, tabsize=ts))
print(textwrap.wrap(s, 12, expand_tabs=False))
print(textwrap.wrap(s, 12, expand_tabs=False, replace_whitespace=False))
