# print(file=) writes to StringIO
import io

buf = io.StringIO()
print('x', 1, [2], file=buf)
print('no newline', file=buf, end='')
print('a', 'b', sep='-', file=buf)
print(repr(buf.getvalue()))
