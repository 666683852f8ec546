# uncaught: b'a'.translate(table=None)
b'a'.translate(table=None)
