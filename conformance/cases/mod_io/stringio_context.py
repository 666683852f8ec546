# StringIO as a context manager
import io

with io.StringIO() as f:
    f.write('data')
    print(f.getvalue())
print(f.closed)
