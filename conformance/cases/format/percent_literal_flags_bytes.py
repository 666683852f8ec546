# the same for bytes
for fmt, args in [(b'%05%', (1,)), (b'%5%', ()), (b'%%', ()), (b'%-%', (1,)), (b'%d%%', 7)]:
    try:
        print(repr(fmt), repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(repr(fmt), type(e).__name__, e)
