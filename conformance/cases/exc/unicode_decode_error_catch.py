# catching a decode error as ValueError and UnicodeError
for data in [b'\xff', b'ok\xc3', b'\xed\xa0\x80']:
    try:
        data.decode('utf-8')
    except ValueError as e:
        print(type(e).__name__, isinstance(e, UnicodeError), e.start, e.end, e.reason)
