# uncaught: 'a'.split(sep=1, maxsplit=2, x=3)
'a'.split(sep=1, maxsplit=2, x=3)
