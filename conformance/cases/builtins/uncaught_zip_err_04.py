# uncaught: list(zip('ab', 'ab', 'abc', strict=True))
list(zip('ab', 'ab', 'abc', strict=True))
