# UnicodeError attributes can be read after str()
try:
    b'\x80abc'.decode('ascii')
except UnicodeDecodeError as e:
    s = str(e)
    print(s, e.object[e.start:e.end], len(e.args))
