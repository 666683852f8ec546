# uncaught: list(zip('ab', [1], strict=True))
list(zip('ab', [1], strict=True))
