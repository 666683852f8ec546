# iterating over StringIO
import io

for line in io.StringIO('a\nb\nc'):
    print(repr(line))
print(list(io.StringIO('')))
