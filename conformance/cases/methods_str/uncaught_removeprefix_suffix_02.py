# uncaught: 'a'.removesuffix()
'a'.removesuffix()
