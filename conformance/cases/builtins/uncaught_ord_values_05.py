# uncaught: ord(1)
ord(1)
