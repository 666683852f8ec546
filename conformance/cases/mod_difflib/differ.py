# Differ.compare with linejunk and charjunk
import difflib
text1 = """  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
""".splitlines(keepends=True)
text2 = """  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
""".splitlines(keepends=True)
d = difflib.Differ()
print(''.join(d.compare(text1, text2)), end='')
d = difflib.Differ(linejunk=difflib.IS_LINE_JUNK, charjunk=difflib.IS_CHARACTER_JUNK)
print(''.join(d.compare(text1, text2)), end='')
