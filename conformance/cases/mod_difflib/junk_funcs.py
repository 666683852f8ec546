# IS_LINE_JUNK and IS_CHARACTER_JUNK
import difflib
for s in ['\n', '  #   \n', 'hello\n', '#', ' # x', '', '##', '\t\n']:
    print(repr(s), difflib.IS_LINE_JUNK(s))
for c in ' \tx\n':
    print(repr(c), difflib.IS_CHARACTER_JUNK(c))
