# uncaught: b'ab'.center(5, b'xy')
b'ab'.center(5, b'xy')
