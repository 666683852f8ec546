# uncaught: dict.fromkeys(1)
dict.fromkeys(1)
