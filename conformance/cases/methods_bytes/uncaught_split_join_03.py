# uncaught: b','.join(['a'])
b','.join(['a'])
