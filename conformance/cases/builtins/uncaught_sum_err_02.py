# uncaught: sum([b'a'], b'')
sum([b'a'], b'')
