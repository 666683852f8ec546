# UnicodeEncodeError's attributes and message
try:
    'abc\xe9'.encode('ascii')
except UnicodeEncodeError as e:
    print(e.encoding, repr(e.object), e.start, e.end, e.reason)
    print(e)
try:
    'x\u20ac\u20acy'.encode('latin-1')
except UnicodeEncodeError as e:
    print(e.start, e.end, e)
try:
    '\udc80'.encode('utf-8')
except UnicodeEncodeError as e:
    print(e.start, e.end, e.reason, e)
