# open()'s errors: missing files, directories, bad modes and arguments, closed files.
import io
def attempt(f):
    try:
        r = f()
        print('ok', repr(r))
    except Exception as e:
        print(type(e).__name__ + ':', e)
attempt(lambda: open('missing.csv'))
attempt(lambda: open('data'))
attempt(lambda: open('data', 'w'))
attempt(lambda: open('nodir/x.txt', 'w'))
attempt(lambda: open('sales.csv', 'x'))
attempt(lambda: open('sales.csv/'))
attempt(lambda: open('sales.csv/x'))
attempt(lambda: open('x' * 300))
attempt(lambda: open('a\0b'))
attempt(lambda: open(1.5))
attempt(lambda: open(None))
attempt(lambda: open('sales.csv', 'rw'))
attempt(lambda: open('sales.csv', 'rb', encoding='utf-8'))
attempt(lambda: open('sales.csv', 'rb', newline=''))
attempt(lambda: open('sales.csv', 'rt', buffering=0))
attempt(lambda: open('sales.csv', 'tb'))
attempt(lambda: open('sales.csv', 'q'))
attempt(lambda: open('sales.csv', ''))
attempt(lambda: open('sales.csv', 5))
attempt(lambda: open('sales.csv', newline='x'))
attempt(lambda: open('sales.csv', encoding='no-such-codec'))
attempt(lambda: open('missing.csv', encoding='no-such-codec'))
attempt(lambda: open('sales.csv', closefd=False))
try:
    open('missing.csv')
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename, e.args, isinstance(e, OSError))
try:
    open('data')
except OSError as e:
    print(type(e).__name__, e.errno)
f = open('sales.csv')
f.close()
attempt(lambda: f.read())
attempt(lambda: f.readable())
attempt(lambda: f.writable())
attempt(lambda: repr(f))
attempt(lambda: io.UnsupportedOperation.__mro__)
try:
    open('sales.csv').write('x')
except io.UnsupportedOperation as e:
    print('UnsupportedOperation is OSError and ValueError:', isinstance(e, OSError), isinstance(e, ValueError))
open('missing_at_top_level.csv')
