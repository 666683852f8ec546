# readline and readlines
import io

s = io.StringIO('one\ntwo\n\nthree')
print(repr(s.readline()), repr(s.readline(2)), repr(s.readline()), s.readlines())
s.seek(0)
print(s.readlines(5))
