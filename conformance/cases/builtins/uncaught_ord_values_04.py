# uncaught: ord(b'')
ord(b'')
