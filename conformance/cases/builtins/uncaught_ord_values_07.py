# uncaught: ord(None)
ord(None)
