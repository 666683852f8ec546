# hashlib error messages
import hashlib
for f in [lambda: hashlib.md5('text'), lambda: hashlib.new('nope'), lambda: hashlib.sha1(1), lambda: hashlib.sha256().update('x')]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(sorted(a for a in hashlib.algorithms_guaranteed if a in {'md5', 'sha1', 'sha256', 'sha512'}))
