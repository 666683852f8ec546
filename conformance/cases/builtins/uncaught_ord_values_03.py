# uncaught: ord(b'ab')
ord(b'ab')
