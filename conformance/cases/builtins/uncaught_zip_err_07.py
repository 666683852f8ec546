# uncaught: list(zip('ab', foo=1))
list(zip('ab', foo=1))
