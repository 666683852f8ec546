# uncaught: b'ab'.ljust(4, '*')
b'ab'.ljust(4, '*')
