# uncaught: dict.fromkeys()
dict.fromkeys()
