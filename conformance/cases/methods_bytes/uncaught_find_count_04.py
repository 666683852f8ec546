# uncaught: b'hello'.count()
b'hello'.count()
