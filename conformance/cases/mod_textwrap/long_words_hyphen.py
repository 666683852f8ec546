# breaking long hyphenated words at the last hyphen
import textwrap
for s in ["aaaa-bbbb-cccc-dddd", "----abc", "a-b-c-d-e-f-g", "-abcdefghij", "abc----------def", "x"*20]:
    for w in (3, 5, 7):
        print(w, textwrap.wrap(s, w), textwrap.wrap(s, w, break_on_hyphens=False))
