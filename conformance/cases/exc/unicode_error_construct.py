# making UnicodeDecodeError and UnicodeEncodeError directly
e = UnicodeDecodeError('utf-8', b'abc', 1, 2, 'bad byte')
print(e, e.args, e.start, e.end, e.object, e.reason)
e = UnicodeDecodeError('utf-8', b'abc', 0, 3, 'bad bytes')
print(e)
e = UnicodeEncodeError('ascii', 'h\xe9llo', 1, 2, 'nope')
print(e, e.object)
e = UnicodeEncodeError('ascii', 'h\u20acllo', 1, 2, 'nope')
print(e)
e = UnicodeEncodeError('ascii', 'h\U0001f600llo', 1, 4, 'nope')
print(e)
for args in [('utf-8', b'ab', 0, 1), ('utf-8', 'ab', 0, 1, 'r'), (1, b'ab', 0, 1, 'r')]:
    try:
        UnicodeDecodeError(*args)
    except TypeError as e:
        print('TypeError', e)
print(isinstance(UnicodeDecodeError('a', b'', 0, 0, 'r'), ValueError))
