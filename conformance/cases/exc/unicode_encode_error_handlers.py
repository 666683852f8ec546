# encode error handlers and positions
s = 'a\xe9b\u20acc'
for errors in ['ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
    print(errors, s.encode('ascii', errors))
try:
    s.encode('ascii')
except UnicodeEncodeError as e:
    print(e.start, e.end, repr(e.object[e.start:e.end]), e)
