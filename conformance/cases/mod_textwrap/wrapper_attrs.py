# TextWrapper attributes are mutable and defaults are CPython's
import textwrap
w = textwrap.TextWrapper()
print(w.width, repr(w.initial_indent), w.expand_tabs, w.replace_whitespace, w.fix_sentence_endings,
      w.break_long_words, w.drop_whitespace, w.break_on_hyphens, w.tabsize, w.max_lines, repr(w.placeholder))
w.width = 10
print(w.wrap("aaa bbb ccc ddd eee"))
w.initial_indent = '-> '
print(w.fill("aaa bbb ccc ddd eee"))
print(w.wrap(""), w.wrap("   "), w.wrap("\n"))
