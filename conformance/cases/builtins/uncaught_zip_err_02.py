# uncaught: list(zip('a', [1, 2], strict=True))
list(zip('a', [1, 2], strict=True))
