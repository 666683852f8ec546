# uncaught: dict(['abc'])
dict(['abc'])
