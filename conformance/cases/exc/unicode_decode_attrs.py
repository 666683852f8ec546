# UnicodeDecodeError's encoding, object, start, end and reason
try:
    b'ab\xffcd'.decode('utf-8')
except UnicodeDecodeError as e:
    print(e.encoding, e.object, e.start, e.end, e.reason)
    print(e.args)
    print(e)
try:
    b'\xe2\x82'.decode()
except UnicodeDecodeError as e:
    print(e.start, e.end, e.reason, e)
try:
    b'a\x80'.decode('ascii')
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason, e)
