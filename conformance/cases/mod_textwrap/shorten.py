# textwrap.shorten with widths and placeholders
import textwrap
s = "Hello  world!   This is   a test of the shorten function."
for w in (12, 15, 20, 40, 60):
    print(repr(textwrap.shorten(s, w)))
    print(repr(textwrap.shorten(s, w, placeholder='...')))
print(repr(textwrap.shorten("   ", 10)), repr(textwrap.shorten("one", 3)))
print(repr(textwrap.shorten("averyveryverylongword and more", 10)))
print(repr(textwrap.shorten("averyveryverylongword and more", 10, break_long_words=False)))
