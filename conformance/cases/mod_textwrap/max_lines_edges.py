# max_lines edge cases: fits exactly, trailing spaces, indents
import textwrap
print(textwrap.wrap("one two three", 13, max_lines=1))
print(textwrap.wrap("one two three ", 13, max_lines=1))
print(textwrap.wrap("one two three four", 9, max_lines=2))
print(textwrap.wrap("one two three four", 9, max_lines=2, drop_whitespace=False))
print(textwrap.wrap("a b c d e f g h", 6, max_lines=2, initial_indent='>', subsequent_indent='>>'))
print(textwrap.wrap("abcdefghijklmnop qrs", 6, max_lines=2))
print(textwrap.wrap("abcdefghijklmnop qrs", 6, max_lines=2, break_long_words=False))
