# StringIO argument errors
import io

for f in (lambda: io.StringIO(b'x'), lambda: io.StringIO().write(1), lambda: io.StringIO().write(None), lambda: io.StringIO().read('a')):
    try:
        f()
    except TypeError as e:
        print(e)
