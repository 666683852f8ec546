# uncaught: b'hello'.startswith('he')
b'hello'.startswith('he')
