# an int conversion's precision past INT_MAX - 3 is OverflowError (str and bytes), before any allocation
for f, args in [('%.*d', (2**31 - 1, 1)), ('%*.*x', (10, 2**31 - 3, 100)), ('%.*o', (2**31 - 2, 8)),
                ('%.*d', (2**31, 1)), ('%.*s', (2**62, 'abc')), ('%*d', (2**63, 1))]:
    for fmt in (f, f.encode()):
        a = tuple(x.encode() if isinstance(x, str) and isinstance(fmt, bytes) else x for x in args)
        try:
            fmt % a
        except OverflowError as e:
            print(type(fmt).__name__, f, 'OverflowError', e)
print(b'%.*d' % (5, 12), '%*.*x' % (6, 4, 255), b'%-*d|' % (4, 7))
