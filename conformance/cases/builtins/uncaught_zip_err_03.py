# uncaught: list(zip('ab', [1, 2], [3], strict=True))
list(zip('ab', [1, 2], [3], strict=True))
