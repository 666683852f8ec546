# read with None and negative sizes
import io

s = io.StringIO('abcdef')
print(s.read(2), s.read(None), s.seek(0), s.read(-5), s.seek(0), s.read(0), repr(s.readline(0)))
