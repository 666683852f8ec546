# newline=None translates input
import io

s = io.StringIO('a\r\nb\rc\n', newline=None)
print(repr(s.getvalue()), s.readlines())
