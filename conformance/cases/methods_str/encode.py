# str.encode with codecs and error handlers
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'héllo'.encode())
t(lambda: 'héllo'.encode('utf-8'))
t(lambda: 'héllo'.encode('latin-1'))
t(lambda: 'héllo'.encode('ascii', 'ignore'))
t(lambda: 'héllo'.encode('ascii', 'replace'))
t(lambda: 'héllo'.encode('ascii', 'xmlcharrefreplace'))
t(lambda: 'héllo'.encode('ascii', 'backslashreplace'))
t(lambda: 'ab'.encode('utf-16'))
t(lambda: 'ab'.encode('utf-16-le'))
t(lambda: 'ab'.encode('utf-16-be'))
t(lambda: 'ab'.encode('utf-32'))
t(lambda: '€'.encode('utf-32-le'))
t(lambda: 'ab'.encode(encoding='ascii', errors='strict'))
t(lambda: 'ab'.encode('UTF8'))
t(lambda: 'ab'.encode('latin1'))
