# unicodedata error messages
import unicodedata as u
for f in [lambda: u.name('\x00'), lambda: u.lookup('NO SUCH THING'), lambda: u.numeric('a'), lambda: u.decimal('\u00bd'),
          lambda: u.digit('x'), lambda: u.category('ab'), lambda: u.category(1), lambda: u.name('ab'), lambda: u.normalize('NFX', 'a'),
          lambda: u.normalize('NFC', 1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(u.unidata_version)
