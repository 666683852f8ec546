# uncaught: b','.join([1])
b','.join([1])
