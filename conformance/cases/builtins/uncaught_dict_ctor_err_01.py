# uncaught: dict([1])
dict([1])
